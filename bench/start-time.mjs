// `npm run bench:start`: how long `npm start` takes to serve, as figures (never asserted).
//   1. web build: a fresh Vite build into a temporary folder (what a cold start after
//      `npm install` pays first) — skip with --no-build;
//   2. cold start: scripts/start.mjs with a fresh data directory (embedded database created,
//      migrated and seeded) and tsx's cache disabled, until GET /status/ping answers 200;
//   3. warm restart: the same data directory again, with tsx's cache.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../scripts/lib/find-free-port.mjs';

const BUDGET_COLD_MS = 60_000;
const BUDGET_WARM_MS = 5_000;
const READY_TIMEOUT_MS = 120_000;
const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const startScript = path.join(repositoryRoot, 'scripts/start.mjs');
const skipBuild = process.argv.includes('--no-build');

/** @param {number} milliseconds */
const formatSeconds = (milliseconds) => `${(milliseconds / 1000).toFixed(2)} s`;

/** @param {{ outDirectory: string }} options @returns {number} milliseconds */
function timeWebBuild({ outDirectory }) {
  const started = performance.now();
  const vite = path.join(repositoryRoot, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDirectory, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(repositoryRoot, 'apps/web'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('A construção do app web falhou.');
  return performance.now() - started;
}

/**
 * Starts the server, waits for the first 200 from /status/ping, stops it with SIGTERM.
 * @param {{ environment: Record<string, string> }} options
 * @returns {Promise<number>} milliseconds from spawn to the first 200
 */
async function timeStart({ environment }) {
  const port = await findFreePort();
  const started = performance.now();
  // The database is chosen below, never inherited from the caller's shell.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, [startScript], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`O servidor terminou (código ${child.exitCode}).`);
      if (performance.now() - started > READY_TIMEOUT_MS)
        throw new Error('O servidor não respondeu.');
      const response = await fetch(`http://127.0.0.1:${port}/status/ping`).catch(() => undefined);
      if (response?.status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const workDirectory = mkdtempSync(path.join(tmpdir(), 'escola-bench-start-'));
try {
  const outDirectory = path.join(workDirectory, 'web-dist');
  const dataDirectory = path.join(workDirectory, 'data');
  const buildMs = skipBuild ? 0 : timeWebBuild({ outDirectory });
  const environment = {
    DATA_DIR: dataDirectory,
    SESSION_SECRET: 'bench-start-time-0123456789abcdefghijklmnop',
    ...(skipBuild ? {} : { WEB_DIST_DIR: outDirectory }),
  };
  const coldMs = await timeStart({ environment: { ...environment, TSX_DISABLE_CACHE: '1' } });
  const warmMs = await timeStart({ environment });
  const coldTotalMs = buildMs + coldMs;
  console.log('\nTempo até servir (primeiro 200 de /status/ping)');
  if (!skipBuild) console.log(`  construção do app web:          ${formatSeconds(buildMs)}`);
  console.log(`  partida a frio (dados novos):   ${formatSeconds(coldMs)}`);
  if (!skipBuild) {
    const verdict = coldTotalMs <= BUDGET_COLD_MS ? 'dentro' : 'ACIMA';
    console.log(
      `  frio total (construção+partida): ${formatSeconds(coldTotalMs)} — ${verdict} do orçamento de ${formatSeconds(BUDGET_COLD_MS)}`,
    );
  }
  const warmVerdict = warmMs <= BUDGET_WARM_MS ? 'dentro' : 'ACIMA';
  console.log(
    `  reinício a quente:              ${formatSeconds(warmMs)} — ${warmVerdict} do orçamento de ${formatSeconds(BUDGET_WARM_MS)}`,
  );
} finally {
  rmSync(workDirectory, { recursive: true, force: true });
}
