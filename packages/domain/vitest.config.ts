import { configDefaults, defineConfig } from 'vitest/config';

// Stryker copies the package into .stryker-tmp*/ sandboxes while it runs: their copies of the tests
// are not ours to run.
const STRYKER_SANDBOXES = '**/.stryker-tmp*/**';

// Coverage is enforced for the whole package: every rule of the spec is exercised by its tests.
// The tests are synchronous and bounded (vitest.setup.ts fixes the property runs), so no time limit:
// a busy machine (a mutation run, two suites at once) makes them slower, never failing.
export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 0,
    exclude: [...configDefaults.exclude, STRYKER_SANDBOXES],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', STRYKER_SANDBOXES],
      reporter: ['text', 'json-summary'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
