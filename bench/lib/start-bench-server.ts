// Starts bench-server.ts in a child process and waits until it listens. It runs built as `npm
// start` runs the API (scripts/build-api.mjs), so the figures are the
// production process's, not those of TypeScript compiled on the fly.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ENTRY_POINTS, buildApi } from '../../scripts/build-api.mjs';
import type { BenchServerMessage } from './bench-server-protocol';

const SERVER_SOURCE = fileURLToPath(new URL('bench-server.ts', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Two levels below the repository root, as build-api.mjs requires. */
const BUILD_DIRECTORY = path.join(REPOSITORY_ROOT, 'bench/dist/api');
const SERVER_FILE = path.join(BUILD_DIRECTORY, 'bench-server.mjs');

let built: Promise<void> | null = null;
/** Built once per bench process, from the current sources (with the re-check worker beside it). */
const buildBenchServer = () =>
  (built ??= buildApi({
    entryPoints: {
      'bench-server': SERVER_SOURCE,
      'recheck-worker': API_ENTRY_POINTS['recheck-worker'],
    },
    outdir: BUILD_DIRECTORY,
  }));
const READY_TIMEOUT_MS = 60_000;

/** `pid`: the API process, for CPU accounting (lib/cpu-usage.ts). */
export type BenchServer = { baseUrl: string; pid: number; stop(): Promise<void> };

export async function startBenchServer({
  databaseUrl,
  withSelectOneRoute = false,
  curriculumServerFile = '/nonexistent/curriculum.json',
}: {
  databaseUrl: string;
  withSelectOneRoute?: boolean;
  /** The curriculum the API checks submissions against (a generated one, for the benches). */
  curriculumServerFile?: string;
}): Promise<BenchServer> {
  // BENCH_SERVER_CPU_PROFILE_DIR=… writes a CPU profile of the API process there (node --cpu-prof).
  await buildBenchServer();
  const profileDirectory = process.env.BENCH_SERVER_CPU_PROFILE_DIR;
  const profileArguments = profileDirectory
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDirectory}`]
    : [];
  const child = spawn(process.execPath, [...profileArguments, SERVER_FILE], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Load comes from one address: each request names a client address of its own
      // (x-forwarded-for), as many learners would, so the per-IP limits see real traffic.
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: '/nonexistent/web-dist',
      PAGE_DATA_DIR: '/nonexistent/page-data',
      CURRICULUM_SERVER_FILE: curriculumServerFile,
      BENCH_SELECT_ONE_ROUTE: String(withSelectOneRoute),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('o servidor não ficou pronto')),
      READY_TIMEOUT_MS,
    );
    child.once('message', (message: BenchServerMessage) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`o servidor terminou antes de ficar pronto (código ${code})`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
