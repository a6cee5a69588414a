// Starts the built app as `npm start` does (scripts/start.mjs, production mode, a data directory of
// its own) on a free port, and waits until GET /status/ping answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../scripts/lib/find-free-port.mjs';

const READY_TIMEOUT_MS = 120_000;
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const startBuiltApp = async ({
  dataDirectory,
  pageDataDirectory,
}: {
  dataDirectory: string;
  /** Defaults to the curriculum build of the repository. */
  pageDataDirectory?: string;
}) => {
  const port = await findFreePort();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'scripts/start.mjs')], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDirectory,
      ...(pageDataDirectory ? { PAGE_DATA_DIR: pageDataDirectory } : {}),
      SESSION_SECRET: 'bench-built-app-0123456789abcdefghijklmnopq',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`O servidor terminou (código ${child.exitCode}).`);
    if (performance.now() - started > READY_TIMEOUT_MS)
      throw new Error('O servidor não respondeu.');
    const response = await fetch(`${origin}/status/ping`).catch(() => undefined);
    if (response?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { origin, stop };
};
