// Warming the runner as the challenge page opens (issue 14): Babel's worker is started and given
// a little code to transform before any run, so the first "Executar os testes" does not wait for
// Babel to load and compile — and the first run uses that same worker. The harness warms its
// runner as the page does and watches the jobs of its Babel worker (harness/watch-transform-worker.ts).
import type { HarnessWindow } from '../harness/harness-window';
import type { TransformJob } from '../harness/watch-transform-worker';
import { challengeWith, expect, file, test, type HarnessPage } from './harness-fixture';

const readJobs = (harness: HarnessPage): Promise<TransformJob[]> =>
  harness.page.evaluate(() =>
    structuredClone((window as unknown as HarnessWindow).escolaHarness.transformJobs),
  );

const waitForAnsweredJob = (harness: HarnessPage, count: number) =>
  harness.page.waitForFunction(
    (expected) =>
      (window as unknown as HarnessWindow).escolaHarness.transformJobs.filter((job) => job.answered)
        .length >= expected,
    count,
  );

test('warm, for a challenge with a page: Babel transforms a little JSX before any run; the first run uses the same worker', async ({
  harness,
}) => {
  await waitForAnsweredJob(harness, 1);
  expect(await readJobs(harness)).toEqual([
    { worker: 1, fileNames: ['aquecimento.jsx'], answered: true },
  ]);

  const result = await harness.runTests({
    challenge: challengeWith([
      "assert.strictEqual(document.querySelector('h1').textContent, 'Oi');",
    ]),
    files: [file('index.html', '<h1>Oi</h1>\n<script>console.log("olá");</script>')],
  });
  expect(result.tests[0]?.pass).toBe(true);
  expect(await readJobs(harness)).toEqual([
    { worker: 1, fileNames: ['aquecimento.jsx'], answered: true },
    { worker: 1, fileNames: ['index.html'], answered: true },
  ]);
});

test('warm, for a JavaScript challenge: the job is plain JavaScript with its modules ignored, once', async ({
  harness,
}) => {
  await waitForAnsweredJob(harness, 1);
  // The workspace of another challenge: the runner is disposed and warmed again, for a worker.
  await harness.page.evaluate(() => {
    const { escolaRunner } = window as unknown as HarnessWindow;
    escolaRunner.dispose();
    escolaRunner.warm();
    escolaRunner.warm();
  });
  await waitForAnsweredJob(harness, 2);
  const result = await harness.runTests({
    challenge: challengeWith(['assert.strictEqual(soma(1, 2), 3);'], { challengeType: 1 }),
    files: [file('script.js', 'export function soma(a, b) {\n  return a + b;\n}')],
  });
  expect(result.tests[0]?.pass).toBe(true);
  expect(await readJobs(harness)).toEqual([
    { worker: 1, fileNames: ['aquecimento.jsx'], answered: true },
    { worker: 2, fileNames: ['aquecimento.js'], answered: true },
    { worker: 2, fileNames: ['script.js'], answered: true },
  ]);
});
