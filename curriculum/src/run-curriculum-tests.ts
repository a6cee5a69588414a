// `npm run curriculum:test`: every challenge with tests, through the runner in headless Chromium
// (the runner's harness page): its seed must fail some test, each solution must pass them all.
// Builds the runner's frame and harness first when stale. Prints one line per failing challenge,
// the time taken and `N passed, N failed` (challenges); exits 1 on any failure.
//   npm run curriculum:test -- [part of a file path…]   only the challenges whose path has one
//   --content <folder>   default: content/ beside this package's src/
//   --verbose            also print each challenge's time
//   --concurrency <n>    challenges run at once (default: one more than the cores, at most 3)
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { runTestsInPage, startHarness } from '@escola/runner/harness/open-harness';
import { exitUnlessChromium } from '../../scripts/lib/chromium.mjs';
import { ensureRunnerBuilds } from '../../scripts/lib/runner-builds.mjs';
import { buildCurriculumModel } from './build-curriculum-model';
import { formatCurriculumError } from './curriculum-error';
import { judgeRun, listChallengeRuns } from './list-challenge-runs';
import type { ParsedChallenge } from './parse-challenge-file';
import { readContentTree } from './read-content-tree';
import { runWithConcurrency } from './run-with-concurrency';

const startedAt = performance.now();
const { values, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: {
    content: { type: 'string', default: fileURLToPath(new URL('../content', import.meta.url)) },
    verbose: { type: 'boolean', default: false },
    concurrency: { type: 'string' },
  },
});
/** Pages running at once, each with its runner (up to 2 workers and its test frames). */
const concurrency = Number(values.concurrency ?? Math.min(3, availableParallelism() + 1));
const contentDirectory = path.resolve(values.content);
/** A run that takes longer than this (5 s per test, plus building) is reported, not waited on. */
const runDeadlineMs = (testCount: number) => 30_000 + 6_000 * testCount;

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

exitUnlessChromium({ suite: 'TESTES DO CURRÍCULO' });
ensureRunnerBuilds();
const builtAt = performance.now();

const tree = await readContentTree({ contentDirectory });
const model = buildCurriculumModel({ superBlocks: tree.superBlocks });
const readErrors = [...tree.errors, ...model.errors];
if (readErrors.length > 0) {
  for (const error of readErrors) console.error(formatCurriculumError(error));
  console.error('\nO currículo tem erros (npm run curriculum:build): nada foi testado.');
  process.exit(1);
}
const challenges: ParsedChallenge[] = model.superBlocks
  .flatMap((superBlock) => superBlock.phases)
  .flatMap((phase) => phase.blocks)
  .flatMap((block) => block.challenges)
  .filter((challenge) => challenge.tests.length > 0)
  .filter(
    (challenge) => filters.length === 0 || filters.some((part) => challenge.file.includes(part)),
  );

const withDeadline = <Value>(promise: Promise<Value>, milliseconds: number) =>
  new Promise<Value>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`a execução não terminou em ${seconds(milliseconds)}`)),
      milliseconds,
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

const harness = await startHarness();
const problemsByFile = new Map<string, string[]>();
try {
  const pages: Page[] = [];
  await runWithConcurrency({
    items: challenges,
    limit: concurrency,
    task: async (challenge) => {
      const challengeStartedAt = performance.now();
      let page = pages.pop() ?? (await harness.openPage());
      const problems: string[] = [];
      const runnerChallenge = {
        id: challenge.id,
        challengeType: challenge.challengeType,
        tests: challenge.tests,
        beforeUserCode: challenge.beforeUserCode,
        afterUserCode: challenge.afterUserCode,
      };
      for (const run of listChallengeRuns(challenge)) {
        try {
          const outcome = await withDeadline(
            runTestsInPage(page, { challenge: runnerChallenge, files: run.files }),
            runDeadlineMs(challenge.tests.length),
          );
          problems.push(...judgeRun({ run, outcome }));
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          problems.push(`${run.label}: ${message}`);
          // A page that failed this way may be stuck: the next run gets a fresh one.
          await page.close().catch(() => undefined);
          page = await harness.openPage();
        }
      }
      pages.push(page);
      if (problems.length > 0) problemsByFile.set(challenge.file, problems);
      if (values.verbose) {
        console.log(`  ${seconds(performance.now() - challengeStartedAt)}  ${challenge.file}`);
      }
    },
  });
} finally {
  await harness.close();
}

for (const challenge of challenges) {
  const problems = problemsByFile.get(challenge.file);
  if (!problems) continue;
  const absolute = path.join(path.dirname(contentDirectory), challenge.file);
  const relative = path.relative(process.cwd(), absolute);
  console.log(`✗ ${relative.startsWith('..') ? absolute : relative} — ${problems.join('; ')}`);
}
const finishedAt = performance.now();
const failed = problemsByFile.size;
console.log(
  `Tempo: ${seconds(finishedAt - startedAt)} (construção ${seconds(builtAt - startedAt)}, ${challenges.length} desafios em ${seconds(finishedAt - builtAt)}, ${concurrency} por vez)`,
);
console.log(`${challenges.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
