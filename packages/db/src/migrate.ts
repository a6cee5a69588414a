// Applies the committed migrations (packages/db/migrations) with the migrator of the driver in use.
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';
import { REPO_ROOT } from './paths';
import type { Schema } from './schema/index';

/** Absolute path of the migrations folder, independent of the working directory. */
/** From the repository root: the built API (apps/api/dist) holds this module elsewhere. */
export const MIGRATIONS_FOLDER = path.join(REPO_ROOT, 'packages/db/migrations');

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // The handle's db was built by the matching drizzle driver in createDatabase.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<Schema>, config);
    return;
  }
  await migrateNodePostgres(handle.db as NodePgDatabase<Schema>, config);
}
