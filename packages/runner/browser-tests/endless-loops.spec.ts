// An endless `while (true) {}` in learner code — in a JavaScript challenge, in a page challenge's
// tests and in the preview: the run ends, the learner is told, and all along the page answers a
// click within RESPONSIVE_CLICK_MS (the tab never freezes).
import {
  TEST_LOOP_TIMEOUT_MS,
  TEST_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MS,
  formatLoopStoppedMessage,
} from '../src/limits';
import { challengeWith, expect, file, page, test } from './harness-fixture';

/** formatLoopStoppedMessage for any line number. */
const LOOP_STOPPED = new RegExp(
  formatLoopStoppedMessage(123_456)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('123456', '\\d+'),
);
const loopOrTimeout = (err: string | undefined) =>
  err === TEST_TIMEOUT_MESSAGE || LOOP_STOPPED.test(err ?? '');

const STARTED = 'o laço começou';

test('JavaScript challenge: an endless loop ends the run with failed tests; the page stays responsive', async ({
  harness,
}) => {
  const run = harness.runTests({
    challenge: challengeWith(['assert.strictEqual(total, 10);', 'assert.isTrue(true);'], {
      challengeType: 1,
    }),
    files: [
      file(
        'script.js',
        `console.log('${STARTED}');\nlet total = 0;\nwhile (true) {\n  total += 1;\n}`,
      ),
    ],
  });
  await harness.waitForConsoleLine(STARTED);
  await harness.expectClickAnswered();
  expect(await harness.countRunning(), 'o clique veio enquanto o laço rodava').toBe(1);
  const result = await run;
  for (const entry of result.tests) {
    expect(entry.pass).toBe(false);
    expect(loopOrTimeout(entry.err), `err: ${entry.err}`).toBe(true);
  }
  await harness.expectClickAnswered();
  expect(result.durationMs).toBeLessThan(TEST_TIMEOUT_MS);

  // The stuck worker was replaced: the fixed code runs at once.
  const fixed = await harness.runTests({
    challenge: challengeWith(['assert.strictEqual(total, 10);'], { challengeType: 1 }),
    files: [file('script.js', 'let total = 0;\nwhile (total < 10) {\n  total += 1;\n}')],
  });
  expect(fixed.tests[0]).toMatchObject({ pass: true });
});

test('page challenge: an endless loop in the page script fails the tests; the page stays responsive', async ({
  harness,
}) => {
  const run = harness.runTests({
    challenge: challengeWith([
      "assert.strictEqual(document.querySelector('h1').textContent, 'Oi');",
    ]),
    files: [
      file('index.html', page('<h1>Oi</h1>\n<script src="script.js"></script>')),
      file(
        'script.js',
        `console.log('${STARTED}');\nlet voltas = 0;\nwhile (true) {\n  voltas += 1;\n}`,
      ),
    ],
  });
  await harness.waitForConsoleLine(STARTED);
  await harness.expectClickAnswered();
  expect(await harness.countRunning(), 'o clique veio enquanto o laço rodava').toBe(1);
  const result = await run;
  expect(result.tests).toHaveLength(1);
  expect(result.tests[0]?.pass).toBe(false);
  expect(loopOrTimeout(result.tests[0]?.err), `err: ${result.tests[0]?.err}`).toBe(true);
  expect(result.durationMs).toBeLessThan(TEST_LOOP_TIMEOUT_MS + TEST_TIMEOUT_MS);
  await harness.expectClickAnswered();
});

test('page challenge: an endless loop inside a test (a click handler) fails that test only', async ({
  harness,
}) => {
  const run = harness.runTests({
    challenge: challengeWith([
      "document.querySelector('button').click();",
      "assert.strictEqual(document.querySelector('h1').textContent, 'Oi');",
    ]),
    files: [
      file(
        'index.html',
        page(
          '<h1>Oi</h1>\n<button type="button">Girar</button>\n<script src="script.js"></script>',
        ),
      ),
      file(
        'script.js',
        `document.querySelector('button').addEventListener('click', () => {\n  console.log('${STARTED}');\n  while (true) {}\n});`,
      ),
    ],
  });
  await harness.waitForConsoleLine(STARTED);
  await harness.expectClickAnswered();
  expect(await harness.countRunning(), 'o clique veio enquanto o laço rodava').toBe(1);
  const result = await run;
  expect(result.tests[0]?.pass).toBe(false);
  expect(loopOrTimeout(result.tests[0]?.err), `err: ${result.tests[0]?.err}`).toBe(true);
  expect(result.tests[1]).toMatchObject({ pass: true });
});

test('preview: an endless loop is stopped, the learner is told, the rest of the page shows', async ({
  harness,
}) => {
  const preview = harness.updatePreview({
    challenge: { id: 'desafio-de-teste', challengeType: 0 },
    files: [
      file('index.html', page('<h1 id="titulo">Antes</h1>\n<script src="script.js"></script>')),
      file(
        'script.js',
        "while (true) {}\ndocument.querySelector('#titulo').textContent = 'Depois do laço';",
      ),
    ],
    previewKey: '/learn/laco-infinito',
  });
  await harness.expectClickAnswered();
  await harness.expectClickAnswered();
  const { consoleLines } = await preview;
  expect(
    consoleLines.some((line) => LOOP_STOPPED.test(line)),
    consoleLines.join('\n'),
  ).toBe(true);
  await expect(harness.preview.locator('#titulo')).toHaveText('Depois do laço');
  await harness.expectClickAnswered();
});
