// The purge job (decision 011): every day, sessions past their idle or absolute expiry and
// one-time tokens already used or expired are deleted. None of them can be used any more (the
// session plugin and the token checks already refuse them); the purge keeps the tables small and
// holds no credential longer than needed.
import type { Database } from '@escola/db/client';
import { deleteExpiredSessionsBatch, deleteSpentAuthTokensBatch } from './repository';

export const PURGE_EXPIRED_SESSIONS_JOB = 'purge-expired-sessions';
/** Every day at 03:15 (America/Sao_Paulo). */
export const PURGE_EXPIRED_SESSIONS_CRON = '15 3 * * *';
const BATCH_SIZE = 5_000;

export type PurgeCounts = { sessions: number; authTokens: number };

const deleteInBatches = async (deleteBatch: () => Promise<number>): Promise<number> => {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted === 0) return total;
  }
};

export const purgeExpiredSessionsAndTokens = async ({
  db,
  now,
  batchSize = BATCH_SIZE,
}: {
  db: Database;
  now: Date;
  batchSize?: number;
}): Promise<PurgeCounts> => ({
  sessions: await deleteInBatches(() => deleteExpiredSessionsBatch({ db, now, limit: batchSize })),
  authTokens: await deleteInBatches(() =>
    deleteSpentAuthTokensBatch({ db, now, limit: batchSize }),
  ),
});
