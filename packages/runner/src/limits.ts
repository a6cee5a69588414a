// The runner's limits and messages, from spec sections 8 and 9 (word for word where quoted).

export const TEST_TIMEOUT_MS = 5000;
export const TEST_TIMEOUT_MESSAGE = 'Test timed out';
export const PREVIEW_TIMEOUT_MS = 2500;
export const PREVIEW_DEBOUNCE_MS = 700;
/** Loop protection: the preview stops a loop after 100 ms. */
export const PREVIEW_LOOP_TIMEOUT_MS = 100;
/** Loop protection in tests: 1500 ms, checked from the 2000th iteration. */
export const TEST_LOOP_TIMEOUT_MS = 1500;
export const TEST_LOOP_ITERATIONS = 2000;
export const SCSS_COMPILE_TIMEOUT_MS = 5000;
export const WORKER_TIMEOUT_MS = 1000;
export const MAX_WORKERS = 2;

export const NO_HTML_OR_JS_MESSAGE = 'No html or js(x) file found';
export const UNCAUGHT_ERROR_MESSAGE = 'Error, open your browser console to learn more.';
export const BUILD_ERROR_PREFIX = 'Build error, ';
