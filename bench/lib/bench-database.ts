// A fresh PostgreSQL database for one bench run: created next to BENCH_DATABASE_URL's (default
// postgres://postgres@127.0.0.1:5432/postgres), migrated, and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { createDatabase, type PostgresHandle } from '@escola/db/client';
import { migrateDatabase } from '@escola/db/migrate';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = { url: string; handle: PostgresHandle; drop(): Promise<void> };

const openPostgres = async (url: string): Promise<PostgresHandle> => {
  const handle = await createDatabase({ url });
  if (handle.kind !== 'postgres') throw new Error('esperava uma conexão com o PostgreSQL');
  return handle;
};

const runAdministrativeStatement = async ({
  adminUrl,
  statement,
}: {
  adminUrl: string;
  statement: string;
}) => {
  const admin = await openPostgres(adminUrl);
  try {
    await admin.client.query(statement);
  } finally {
    await admin.close();
  }
};

export async function createBenchDatabase({ label }: { label: string }): Promise<BenchDatabase> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const name = `escola_bench_${label}_${randomBytes(4).toString('hex')}`;
  await runAdministrativeStatement({ adminUrl, statement: `create database ${name}` });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () =>
    runAdministrativeStatement({
      adminUrl,
      statement: `drop database if exists ${name} with (force)`,
    });
  try {
    const handle = await openPostgres(url.href);
    await migrateDatabase(handle);
    return {
      url: url.href,
      handle,
      drop: async () => {
        await handle.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
