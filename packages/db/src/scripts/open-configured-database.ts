// The database the command-line scripts work on, chosen as the server chooses it: DATABASE_URL if
// set, else PGlite in `<DATA_DIR>/db` (DATA_DIR defaults to `.data`, relative to the repository root).
import { join, resolve } from 'node:path';
import { createDatabase, type DatabaseHandle } from '../client';
import { REPO_ROOT } from '../paths';

const embeddedDataDir = (): string =>
  join(resolve(REPO_ROOT, process.env.DATA_DIR || '.data'), 'db');

export function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return createDatabase({ url });
  return createDatabase({ dataDir: embeddedDataDir() });
}

export function describeDatabase(handle: DatabaseHandle): string {
  if (handle.kind === 'postgres') return 'PostgreSQL (DATABASE_URL)';
  return `PGlite em ${embeddedDataDir()}`;
}
