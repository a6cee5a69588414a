// The test limit counts the test only (issue 14): a test frame's page may take longer than
// TEST_TIMEOUT_MS to load (its `load` waits for a big image on a slow connection) and a quick test
// after it still passes; a page that does not load within PAGE_LOAD_TIMEOUT_MS fails its tests
// at once, saying so in Portuguese.
import { describeFailure } from '../src/feedback/index';
import { PAGE_LOAD_TIMEOUT_MESSAGE, PAGE_LOAD_TIMEOUT_MS, TEST_TIMEOUT_MS } from '../src/limits';
import { SLOW_IMAGE_PATH } from '../harness/serve-harness';
import { challengeWith, expect, file, page, test } from './harness-fixture';

/** A page whose image (from the platform's own server) comes after `milliseconds`. */
const pageWithSlowImage = (milliseconds: number) =>
  file(
    'index.html',
    page(
      `<h1>Galeria</h1>\n<img id="foto" src="${SLOW_IMAGE_PATH}?ms=${milliseconds}" alt="Pôr do sol em Olinda">`,
    ),
  );

test(`a page that takes longer than ${TEST_TIMEOUT_MS} ms to load, then a quick test: the test passes`, async ({
  harness,
}) => {
  test.setTimeout(60_000);
  const result = await harness.runTests({
    challenge: challengeWith([
      "const foto = document.querySelector('#foto');\nassert.isTrue(foto.complete);\nassert.strictEqual(foto.naturalWidth, 1, 'a imagem chegou antes do teste');",
    ]),
    files: [pageWithSlowImage(TEST_TIMEOUT_MS + 1500)],
  });
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([[true, undefined]]);
  // The page alone took longer than a test may: the test's clock started once it had loaded.
  expect(result.durationMs).toBeGreaterThan(TEST_TIMEOUT_MS + 1500);
});

test(`a page that does not load within ${PAGE_LOAD_TIMEOUT_MS} ms fails every test at once, saying why`, async ({
  harness,
}) => {
  test.setTimeout(PAGE_LOAD_TIMEOUT_MS + 30_000);
  const result = await harness.runTests({
    challenge: challengeWith(['assert.isTrue(true);', 'assert.isTrue(true);']),
    files: [pageWithSlowImage(PAGE_LOAD_TIMEOUT_MS + 20_000)],
  });
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [false, PAGE_LOAD_TIMEOUT_MESSAGE],
    [false, PAGE_LOAD_TIMEOUT_MESSAGE],
  ]);
  expect(result.tests[0]?.message).toBe(describeFailure(PAGE_LOAD_TIMEOUT_MESSAGE));
  expect(result.logs).toEqual([PAGE_LOAD_TIMEOUT_MESSAGE]);
  // One page-load budget for the run, not one per test.
  expect(result.durationMs).toBeLessThan(2 * PAGE_LOAD_TIMEOUT_MS);
});
