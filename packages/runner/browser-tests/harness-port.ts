// The harness server's port: chosen by run-browser-tests.mjs, read by the config (baseURL) and
// by the global setup (which starts the server on it).

/** Used when run-browser-tests.mjs did not choose a port (e.g. `npx playwright test` by hand). */
export const DEFAULT_HARNESS_PORT = '3391';

export const readHarnessPort = (): number =>
  Number(process.env.RUNNER_HARNESS_PORT ?? DEFAULT_HARNESS_PORT);
