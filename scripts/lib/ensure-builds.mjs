// Builds what `npm start` serves when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './find-repository-root.mjs';

/**
 * @typedef {{
 *   name: string;
 *   output: string;
 *   sources: string[];
 *   command: string[];
 *   providedBy?: string;
 * }} BuildStep
 * `providedBy`: an environment variable that, when set, points the server at a build made
 * elsewhere, so this step is not needed.
 */

/** @type {BuildStep} The API as `npm start` runs it (scripts/build-api.mjs, decision 039). */
export const apiBuildStep = {
  name: 'api',
  output: 'apps/api/dist/server.mjs',
  sources: [
    'apps/api/src',
    'apps/api/package.json',
    'packages/db/src',
    'packages/domain/src',
    'packages/contracts/src',
    'packages/runner/src',
    'scripts/build-api.mjs',
  ],
  command: ['npm', 'run', 'build', '-w', '@escola/api'],
};

/** @type {BuildStep[]} The curriculum first: the web build prerenders pages from its page data. */
export const buildSteps = [
  apiBuildStep,
  {
    // The page data the API serves from PAGE_DATA_DIR and its server index (decision 015).
    name: 'curriculum',
    output: 'curriculum/dist/page-data/curriculum.json',
    sources: [
      'curriculum/content',
      'curriculum/src',
      'curriculum/package.json',
      'packages/domain/src',
      'packages/contracts/src',
    ],
    command: ['npm', 'run', 'build', '-w', '@escola/curriculum'],
    providedBy: 'PAGE_DATA_DIR',
  },
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/src',
      'apps/web/vite-prerender.ts',
      // The public pages are prerendered from the page data (apps/web/vite-prerender.ts).
      'curriculum/dist/page-data/curriculum.json',
      'apps/web/public',
      'packages/domain/src',
      'packages/contracts/src',
      'packages/runner/src',
    ],
    command: ['npm', 'run', 'build', '-w', '@escola/web'],
    providedBy: 'WEB_DIST_DIR',
  },
];

const isTestFile = (/** @type {string} */ name) => /\.test\.tsx?$/.test(name);

/**
 * The newest modification time (ms) of a file or of every file under a folder; 0 if absent.
 * @param {string} absolutePath
 * @returns {number}
 */
export function findNewestModificationTime(absolutePath) {
  if (!existsSync(absolutePath)) return 0;
  const stats = statSync(absolutePath);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(absolutePath, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || isTestFile(entry.name)) continue;
    newest = Math.max(newest, findNewestModificationTime(path.join(absolutePath, entry.name)));
  }
  return newest;
}

/**
 * Whether a step's output is missing or older than one of its sources.
 * @param {{ step: BuildStep; root?: string }} options
 */
export function isBuildStale({ step, root = repositoryRoot }) {
  const output = path.join(root, step.output);
  if (!existsSync(output)) return true;
  const outputTime = statSync(output).mtimeMs;
  return step.sources.some(
    (source) => findNewestModificationTime(path.join(root, source)) > outputTime,
  );
}

/**
 * Runs every stale build step (by default what `npm start` serves); throws when one fails.
 * @param {{ log?: (line: string) => void; steps?: BuildStep[]; label?: string }} [options]
 * `label`: how the log lines start (`[start]`).
 * @returns {string[]} the names of the steps that ran
 */
export function ensureBuilds({ log = console.log, steps = buildSteps, label = '[start]' } = {}) {
  const built = [];
  for (const step of steps) {
    if (step.providedBy && process.env[step.providedBy]) continue;
    if (!isBuildStale({ step })) continue;
    log(`${label} Construindo ${step.name} (${step.command.join(' ')})…`);
    const [command = 'npm', ...commandArguments] = step.command;
    const result = spawnSync(command, commandArguments, { cwd: repositoryRoot, stdio: 'inherit' });
    if (result.status !== 0) {
      throw new Error(`A construção de ${step.name} falhou (código ${result.status ?? 'sinal'}).`);
    }
    built.push(step.name);
  }
  return built;
}
