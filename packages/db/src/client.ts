// The one database factory: PGlite (embedded, persisted or in memory) when no URL is given,
// node-postgres when it is. Both give the same `Database` type, so callers never know which.
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Schema } from './schema/index';

/**
 * What `db.execute(sql…)` returns on both drivers: node-postgres' QueryResult and PGlite's Results
 * both carry `rows`. (Drizzle's result types are higher-kinded, which needs an interface here.)
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  type: DatabaseQueryResult<Assume<this['row'], Record<string, unknown>>>;
}
export type DatabaseQueryResult<Row> = { rows: Row[] };

export type Database = PgDatabase<DatabaseQueryResultHKT, Schema>;
/** A transaction opened on the database: what `db.transaction`'s callback receives. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction opened on it: what a repository function runs its queries on. */
export type DatabaseExecutor = Database | DatabaseTransaction;

type HandleBase = { db: Database; close(): Promise<void> };
export type PgliteHandle = HandleBase & { kind: 'pglite'; client: PGlite };
/** `url` is the connection string the pool was opened with (pg-boss opens its own small pool). */
export type PostgresHandle = HandleBase & { kind: 'postgres'; client: pg.Pool; url: string };
/** `client` is the driver underneath (for pg-boss, dumps and the like); queries go through `db`. */
export type DatabaseHandle = PgliteHandle | PostgresHandle;

export type CreateDatabaseOptions = {
  /** postgres://… — when set, node-postgres is used. */
  url?: string;
  /** PGlite folder (e.g. `.data/db`); `memory://` or unset keeps the database in memory. */
  dataDir?: string;
  /** A PGlite data-dir tarball (from `dumpDataDir()`) to start from. */
  loadDataDir?: Blob | File;
  /** node-postgres pool size (default 10). */
  poolSize?: number;
  /** Called when an idle pooled connection fails (default: one line on stderr). */
  onPoolError?: (error: Error) => void;
};

const MEMORY_PREFIX = 'memory://';

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    return createPostgresHandle({
      url: options.url,
      poolSize: options.poolSize,
      onPoolError: options.onPoolError ?? reportPoolError,
    });
  }
  return createPgliteHandle({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
}

function reportPoolError(error: Error): void {
  console.error(`Conexão ociosa com o PostgreSQL falhou: ${error.message}`);
}

async function createPostgresHandle(options: {
  url: string;
  poolSize: number | undefined;
  onPoolError: (error: Error) => void;
}): Promise<PostgresHandle> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client that loses its connection must not crash the process: the pool replaces it.
  pool.on('error', options.onPoolError);
  const db = drizzleNodePostgres({ client: pool, schema });
  let closed = false;
  return {
    kind: 'postgres',
    client: pool,
    url: options.url,
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function createPgliteHandle(options: {
  dataDir: string | undefined;
  loadDataDir: Blob | File | undefined;
}): Promise<PgliteHandle> {
  const inMemory = !options.dataDir || options.dataDir.startsWith(MEMORY_PREFIX);
  const dataDir = inMemory ? undefined : resolve(options.dataDir as string);
  if (dataDir) await mkdir(dirname(dataDir), { recursive: true });
  // Loaded only here: PGlite's WebAssembly and data files cost ~45 MB of RSS once imported, which
  // an API on PostgreSQL (production) should not carry.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    // Trigram indexes serve the admin area's "contains" searches (migration 0009).
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    client,
    db,
    close: async () => {
      if (client.closed) return;
      await client.close();
    },
  };
}
