// The runner alone, in the headless harness (packages/runner/harness): a 5-test JavaScript
// challenge's first run on a fresh page — at once, while the warm-up (workers started, Babel given
// a little code) may still be going, and once the warm-up has finished, as for a learner who reads
// the instructions first — and warm runs; the preview's rebuild of a small page (what the learner
// waits for once the 700 ms debounce has passed).
import { ensureRunnerBuilds } from '../../scripts/lib/runner-builds.mjs';
import { runTestsInPage, startHarness } from '../../packages/runner/harness/open-harness';
import type { HarnessWindow } from '../../packages/runner/harness/harness-window';
import type { Page } from '@playwright/test';

const FIVE_TESTS = {
  id: 'bench-cinco-testes',
  challengeType: 1,
  tests: [
    { text: 'soma', testString: 'assert.strictEqual(somar(2, 3), 5);' },
    { text: 'negativos', testString: 'assert.strictEqual(somar(-2, -3), -5);' },
    { text: 'zero', testString: 'assert.strictEqual(somar(0, 0), 0);' },
    { text: 'decimais', testString: 'assert.closeTo(somar(0.1, 0.2), 0.3, 1e-9);' },
    { text: 'função', testString: "assert.strictEqual(typeof somar, 'function');" },
  ],
};
const FILES = [
  {
    fileKey: 'scriptjs',
    name: 'script',
    ext: 'js',
    contents: 'function somar(a, b) {\n  return a + b;\n}\nconsole.log(somar(1, 1));',
  },
];
const SMALL_PAGE = [
  {
    fileKey: 'indexhtml',
    name: 'index',
    ext: 'html',
    contents:
      '<!DOCTYPE html><html lang="pt-BR"><head><link rel="stylesheet" href="styles.css"></head><body><h1>Feira de Olinda</h1><ul><li>Tapioca</li><li>Cuscuz</li></ul><script src="script.js"></script></body></html>',
  },
  { fileKey: 'stylescss', name: 'styles', ext: 'css', contents: 'h1 { color: #1b5e20; }' },
  {
    fileKey: 'scriptjs',
    name: 'script',
    ext: 'js',
    contents: "document.querySelector('h1').textContent += ' — aberta';",
  },
];

/**
 * Warms the page's runner as the workspace of a JavaScript challenge does (the harness warms it
 * for a page) and waits until its Babel worker has answered that warm-up.
 */
const warmForJavaScript = async (page: Page) => {
  await page.evaluate(() => {
    const { escolaRunner } = window as unknown as HarnessWindow;
    escolaRunner.dispose();
    escolaRunner.warm();
  });
  await page.waitForFunction(() =>
    (window as unknown as HarnessWindow).escolaHarness.transformJobs.some(
      (job) => job.answered && job.fileNames.includes('aquecimento.js'),
    ),
  );
};

export const measureRunnerInHarness = async ({ runs }: { runs: number }) => {
  ensureRunnerBuilds();
  const harness = await startHarness();
  try {
    const warmedPage = await harness.openPage();
    await warmForJavaScript(warmedPage);
    const afterWarmUp = await runTestsInPage(warmedPage, { challenge: FIVE_TESTS, files: FILES });
    await warmedPage.close();

    const page = await harness.openPage();
    const first = await runTestsInPage(page, { challenge: FIVE_TESTS, files: FILES });
    const warm: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      warm.push((await runTestsInPage(page, { challenge: FIVE_TESTS, files: FILES })).durationMs);
    }
    const preview: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const contents = `h1 { color: #1b5e${(20 + run) % 100}; }`;
      const files = SMALL_PAGE.map((file) => (file.ext === 'css' ? { ...file, contents } : file));
      preview.push(
        await page.evaluate(
          async (input) => {
            const started = performance.now();
            await (window as unknown as HarnessWindow).escolaHarness.updatePreview(input);
            return performance.now() - started;
          },
          { challenge: { id: 'bench-pagina', challengeType: 0 }, files, previewKey: '/bench' },
        ),
      );
    }
    return {
      passed: first.tests.filter((test) => test.pass).length,
      first: first.durationMs,
      afterWarmUp: afterWarmUp.durationMs,
      warm,
      preview,
    };
  } finally {
    await harness.close();
  }
};
