// `npm run bench:curriculum`: generates a curriculum of N challenges (default 2,000) in a temporary
// folder, runs the real build command on it (with every check on) and prints the time and the size
// of curriculum.json raw and gzipped. Budgets (issue 5): build ≤ 20 s; index ≤ 150 KB gzip.
// Prints figures, asserts nothing about time; exits 1 only if the build fails.
//   --challenges N   challenges generated (default 2000)   --keep   keep the temporary folder
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { generateCurriculum } from './lib/generate-curriculum';

const BUDGET_SECONDS = 20;
const BUDGET_GZIP_KB = 150;
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    challenges: { type: 'string', default: '2000' },
    keep: { type: 'boolean', default: false },
  },
});
const challengeCount = Number(values.challenges);

const directory = await mkdtemp(path.join(tmpdir(), 'escola-bench-curriculum-'));
try {
  const generatedAt = performance.now();
  const contentDirectory = await generateCurriculum({ directory, challengeCount });
  const generationSeconds = (performance.now() - generatedAt) / 1000;
  const outputDirectory = path.join(directory, 'dist');

  const startedAt = performance.now();
  const build = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'curriculum/src/run-build.ts',
      '--content',
      contentDirectory,
      '--out',
      outputDirectory,
    ],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  const buildSeconds = (performance.now() - startedAt) / 1000;
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error(`a construção falhou (código ${build.status ?? 'sinal'})`);
  }
  const index = await readFile(path.join(outputDirectory, 'page-data', 'curriculum.json'));
  const serverIndex = await readFile(path.join(outputDirectory, 'server', 'curriculum.json'));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const gzipKb = kb(gzipSync(index).length);

  console.log(
    `bench:curriculum — ${challengeCount} desafios gerados em ${generationSeconds.toFixed(1)} s`,
  );
  console.log(build.stdout.trim());
  console.log(
    `construção (comando completo, com a partida do Node): ${buildSeconds.toFixed(2)} s (orçamento ≤ ${BUDGET_SECONDS} s)`,
  );
  console.log(
    `curriculum.json: ${kb(index.length)} KB; gzip ${gzipKb} KB (orçamento ≤ ${BUDGET_GZIP_KB} KB gzip)`,
  );
  console.log(
    `server/curriculum.json: ${kb(serverIndex.length)} KB; gzip ${kb(gzipSync(serverIndex).length)} KB`,
  );
  if (values.keep) console.log(`pasta mantida: ${directory}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  if (!values.keep) await rm(directory, { recursive: true, force: true });
}
