// `__helpers`: what freeCodeCamp-format tests call (`__helpers.removeJSComments(code)`,
// `new __helpers.CSSHelp(document)`, …), built once here for the JavaScript test worker and the
// frames' test context. The helpers are @freecodecamp/curriculum-helpers 4.1.0 (pinned: 4.2–7.2
// declare puppeteer and pyodide as runtime dependencies, 8+ no longer export the helpers), plus
// `retryingTest`, which newer tests use and 4.1.0 lacks.
import * as curriculumHelpers from '@freecodecamp/curriculum-helpers';

/** retryingTest's tries when the test does not say, and the pause between two of them. */
export const RETRYING_TEST_TRIES = 20;
export const RETRYING_TEST_INTERVAL_MS = 100;

/**
 * Runs `test` (sync or async) until it passes, at most `tries` times, `intervalMs` apart; then
 * rejects with `message`. As in freeCodeCamp, a try passes when it returns (or resolves to) a
 * truthy value; one that throws or returns a falsy value is tried again — so a test that waits
 * for the page (`() => document.querySelector('#lista li')`) passes once the page is there, and
 * one that never sees it fails with the test's own message, never by accident.
 */
export const retryingTest = async (
  test: () => unknown,
  message: string,
  tries: number = RETRYING_TEST_TRIES,
  intervalMs: number = RETRYING_TEST_INTERVAL_MS,
): Promise<void> => {
  let lastError: unknown;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    try {
      if (await test()) return;
    } catch (error) {
      lastError = error;
    }
    if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(message, lastError === undefined ? undefined : { cause: lastError });
};

/** The `__helpers` object a test sees (frozen: one test cannot change it for the next). */
export const testHelpers = Object.freeze({ ...curriculumHelpers, retryingTest });

export type TestHelpers = typeof testHelpers;

/** The name tests know it by. */
export const TEST_HELPERS_NAME = '__helpers';
