// The real server process of the crash test: the built API (apps/api/dist/server.mjs), as `npm
// start` runs it (production mode, migrations on start), on the test's own database and port. Ready once
// GET /status/ping answers 200; `kill()` sends SIGKILL, `stop()` SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiBuildStep, ensureBuilds } from '../lib/ensure-builds.mjs';

const SERVER_FILE = fileURLToPath(new URL('../../apps/api/dist/server.mjs', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

export type CrashServer = {
  baseUrl: string;
  pid: number;
  /** Milliseconds from the spawn until the first 200 of GET /status/ping. */
  readyAfterMs: number;
  kill(): Promise<void>;
  stop(): Promise<void>;
};

const running = new Set<ChildProcess>();

/** SIGKILL to every server process this module started that is still running. */
export const killEveryCrashServer = () => {
  for (const child of running) child.kill('SIGKILL');
};
// No server outlives the test, however it ends.
process.once('exit', killEveryCrashServer);

const answersPing = async (baseUrl: string): Promise<boolean> => {
  try {
    const response = await fetch(`${baseUrl}/status/ping`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
};

export async function startCrashServer({
  port,
  environment,
}: {
  port: number;
  /** DATABASE_URL, SESSION_SECRET, CURRICULUM_SERVER_FILE… (the database is never inherited). */
  environment: Record<string, string>;
}): Promise<CrashServer> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  // Built now if the sources changed since (as `npm start` would).
  ensureBuilds({ steps: [apiBuildStep], label: '[crash-test]' });
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_FILE], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: '/nonexistent/web-dist',
      PAGE_DATA_DIR: '/nonexistent/page-data',
      SEED_DEMO_SCHOOL: 'false',
      JOBS_ENABLED: 'false',
      ...environment,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const signal = async (name: NodeJS.Signals) => {
    if (hasExited()) return;
    child.kill(name);
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answersPing(baseUrl))) {
    if (hasExited()) throw new Error(`o servidor terminou ao iniciar (código ${child.exitCode})`);
    if (Date.now() > deadline) {
      await signal('SIGKILL');
      throw new Error(`o servidor não respondeu em ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    readyAfterMs: performance.now() - started,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
