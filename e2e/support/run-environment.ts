// What the e2e run shares between its runner script, config, global setup and tests.

/** Used when run-e2e.mjs did not choose a free port (e.g. `npx playwright test` by hand). */
export const DEFAULT_E2E_PORT = '3390';

export const readE2ePort = (): string => process.env.E2E_PORT ?? DEFAULT_E2E_PORT;

/**
 * Where Playwright writes traces and screenshots: one folder per shard (run-e2e.mjs sets
 * E2E_SHARD), as each run empties its output folder when it starts.
 */
export const readOutputDirectory = (): string =>
  process.env.E2E_SHARD ? `../test-results/e2e-${process.env.E2E_SHARD}` : '../test-results/e2e';

export const readStateDirectory = (): string => {
  const directory = process.env.E2E_STATE_DIR;
  if (!directory) throw new Error('E2E_STATE_DIR ausente: a configuração global não rodou.');
  return directory;
};

/** Set by the global setup when the run's database is PostgreSQL. */
export const readDatabaseUrl = (): string | undefined => process.env.E2E_DATABASE_URL;
