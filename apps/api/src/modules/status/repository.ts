// SQL of the status module.
import { sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';

export const selectOne = async ({ db }: { db: Database }): Promise<void> => {
  await db.execute(sql`select 1`);
};
