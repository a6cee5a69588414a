// A fixture's test rows, wherever the run's database is: on PostgreSQL they are written for the
// test and deleted after it; on the embedded database (which the server holds exclusively) the
// test claims a set each worker's setup wrote (support/claim-pool.ts).
import type { PostgresHandle } from '@escola/db/client';
import { readDatabaseUrl, readStateDirectory } from './run-environment';
import { openPostgresDatabase } from './test-users';

export async function provideTestRows<Rows>({
  claim,
  insert,
  remove,
  use,
}: {
  claim: (options: { stateDirectory: string }) => Rows;
  insert: (options: { handle: PostgresHandle }) => Promise<Rows>;
  remove: (options: { handle: PostgresHandle; rows: Rows }) => Promise<void>;
  use: (rows: Rows) => Promise<void>;
}): Promise<void> {
  const databaseUrl = readDatabaseUrl();
  if (!databaseUrl) {
    await use(claim({ stateDirectory: readStateDirectory() }));
    return;
  }
  const handle = await openPostgresDatabase({ url: databaseUrl });
  try {
    const rows = await insert({ handle });
    try {
      await use(rows);
    } finally {
      await remove({ handle, rows });
    }
  } finally {
    await handle.close();
  }
}
