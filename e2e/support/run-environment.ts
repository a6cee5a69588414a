// Where a test finds its worker's run environment (fixtures/run-environment.ts sets these in the
// worker before its first test).

export const readStateDirectory = (): string => {
  const directory = process.env.E2E_STATE_DIR;
  if (!directory) throw new Error('E2E_STATE_DIR ausente: o ambiente do worker não foi iniciado.');
  return directory;
};

/** Set when the run's database is PostgreSQL. */
export const readDatabaseUrl = (): string | undefined => process.env.E2E_DATABASE_URL;
