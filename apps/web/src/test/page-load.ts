// How long a test waits for a page's first data: a bound that only catches a hang, far above the
// slowest load on a busy machine (no test's verdict may depend on CPU speed — decision 029).
export const PAGE_LOAD_TIMEOUT_MS = 30_000;
export const PAGE_LOAD = { timeout: PAGE_LOAD_TIMEOUT_MS };
