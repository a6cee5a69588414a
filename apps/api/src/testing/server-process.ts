// Test helper: the real API process (server.ts under tsx) as a child process, a free port for it,
// and a wait for its first answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_FILE = fileURLToPath(new URL('../server.ts', import.meta.url));
const START_LIMIT_MS = 90_000;

export const startServer = (environment: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_FILE], {
    env: { PATH: process.env.PATH ?? '', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
};

export const findFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('porta')),
      );
    });
  });

export const waitForPing = async (baseUrl: string, child: ChildProcess) => {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('o servidor saiu antes de responder');
    try {
      const response = await fetch(`${baseUrl}/status/ping`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('o servidor não respondeu a tempo');
};
