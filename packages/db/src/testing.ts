// Test databases (docs/architecture.md, convention 6): each test file gets its own database,
// migrated once and cloned. PostgreSQL (TEST_DATABASE_URL set): CREATE DATABASE … TEMPLATE
// <migrated template>. PGlite: one dumpDataDir() tarball (uncompressed: loads faster), cached in
// the OS temp folder and loaded into every new test database.
import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from './client';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';

/** Any constant works: it only has to be the same for every test worker. */
const TEMPLATE_LOCK_KEY = 7_302_194;

/** `embedded: true` opens PGlite even when TEST_DATABASE_URL is set (tests run on both). */
export async function createTestDatabase({
  embedded = false,
}: { embedded?: boolean } = {}): Promise<DatabaseHandle> {
  const url = embedded ? undefined : process.env.TEST_DATABASE_URL;
  if (url) return createPostgresTestDatabase(url);
  return createPgliteTestDatabase();
}

/** Hash of every file of the migrations folder: a new migration means a new template. */
let migrationsHashPromise: Promise<string> | undefined;
export function hashMigrations(): Promise<string> {
  migrationsHashPromise ??= computeMigrationsHash();
  return migrationsHashPromise;
}

async function computeMigrationsHash(): Promise<string> {
  const entries = await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(MIGRATIONS_FOLDER, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function createPostgresTestDatabase(url: string): Promise<DatabaseHandle> {
  const template = `escola_template_${await hashMigrations()}`;
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await ensureTemplate({ admin, url, template });
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const handle = await createDatabase({ url: withDatabase(url, name), poolSize: 4 });
  const closePool = handle.close;
  let dropped = false;
  handle.close = async () => {
    await closePool();
    if (dropped) return;
    dropped = true;
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  };
  return handle;
}

/** Builds the migrated template once; workers running in parallel wait on an advisory lock. */
async function ensureTemplate(options: {
  admin: pg.Client;
  url: string;
  template: string;
}): Promise<void> {
  const { admin, url, template } = options;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (existing.rowCount) return;
    // Build under another name and rename at the end, so a crash never leaves a half template.
    const building = `${template}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const handle = await createDatabase({ url: withDatabase(url, building), poolSize: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    await dropOutdatedTemplates({ admin, current: template });
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

/** Templates of older migration sets are dead weight once a new one exists. */
async function dropOutdatedTemplates(options: { admin: pg.Client; current: string }) {
  const { rows } = await options.admin.query<{ name: string }>(
    `SELECT datname AS name FROM pg_database
     WHERE datname LIKE 'escola\\_template\\_%' AND datname <> $1`,
    [options.current],
  );
  for (const { name } of rows) {
    // Best effort: a template still in use elsewhere stays until the next new migration.
    await options.admin.query(`DROP DATABASE IF EXISTS "${name}"`).catch(() => undefined);
  }
}

const DUMP_FILE_PATTERN = /^escola-pglite-[\w.-]+\.tar$/;
let pgliteDumpPromise: Promise<Blob> | undefined;

/** The migrated PGlite data dir as a tarball, built once per migrations hash and PGlite version. */
export function getMigratedPgliteDump(): Promise<Blob> {
  pgliteDumpPromise ??= loadOrBuildPgliteDump();
  return pgliteDumpPromise;
}

async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  return createDatabase({ loadDataDir: await getMigratedPgliteDump() });
}

async function loadOrBuildPgliteDump(): Promise<Blob> {
  const pgliteVersion = await readPgliteVersion();
  const file = join(tmpdir(), `escola-pglite-${pgliteVersion}-${await hashMigrations()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not cached yet: build it below.
  }
  const handle = await createDatabase({});
  try {
    await migrateDatabase(handle);
    if (handle.kind !== 'pglite') throw new Error('createDatabase({}) must return PGlite');
    const dump = await handle.client.dumpDataDir('none');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    // Write then rename: parallel workers never read a half-written file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    await removeOutdatedDumps(file);
    return new Blob([bytes]);
  } finally {
    await handle.close();
  }
}

/** Dumps of older migration sets or PGlite versions are 40 MB each of dead weight. */
async function removeOutdatedDumps(current: string): Promise<void> {
  const folder = dirname(current);
  const names = await readdir(folder);
  const outdated = names.filter(
    (name) => DUMP_FILE_PATTERN.test(name) && join(folder, name) !== current,
  );
  await Promise.all(outdated.map((name) => rm(join(folder, name), { force: true })));
}

/** A dump only loads into the PGlite build that made it, so the version is part of the cache key. */
async function readPgliteVersion(): Promise<string> {
  // The package does not export its package.json: find it next to the resolved entry point.
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (basename(folder) !== 'pglite' && dirname(folder) !== folder) folder = dirname(folder);
  const manifest = join(folder, 'package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return version;
}
