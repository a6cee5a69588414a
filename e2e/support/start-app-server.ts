// Starts the built app the way `npm start` does (scripts/start.mjs, production mode) and waits for
// GET /status/ping to answer 200.
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const START_SCRIPT = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

export type AppServer = { baseUrl: string; stop(): Promise<void> };

export async function startAppServer({
  port,
  environment,
  logFile,
}: {
  port: string;
  environment: Record<string, string>;
  logFile: string;
}): Promise<AppServer> {
  // The database is chosen below, never inherited from the caller's shell.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [START_SCRIPT], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      LOG_LEVEL: 'warn',
      ...environment,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const describeFailure = (reason: string) =>
    new Error(`${reason}\n--- log do servidor (${logFile}) ---\n${readFileSync(logFile, 'utf8')}`);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isServing({ baseUrl }))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw describeFailure(`O servidor terminou antes de responder (código ${child.exitCode}).`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw describeFailure(`O servidor não respondeu em ${READY_TIMEOUT_MS / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function isServing({ baseUrl }: { baseUrl: string }): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/status/ping`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
}
