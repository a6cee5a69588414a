// The inactivity rule at work (decision 012): the daily job blocks learners inactive for
// INACTIVITY_BLOCK_DAYS (no e-mail is sent), and signed-in requests to GET /user/get-session-user
// count as activity, written at most once a day per user.
import type { Database } from '@escola/db/client';
import {
  getActivityRecordCutoff,
  getInactivityCutoff,
  shouldRecordActivity,
} from '@escola/domain/inactivity';
import { blockInactiveBatch, recordActivityIfStale } from './repository';

export const BLOCK_INACTIVE_ACCOUNTS_JOB = 'block-inactive-accounts';
/** Every day at 03:30 (America/Sao_Paulo), when the school is quiet. */
export const BLOCK_INACTIVE_ACCOUNTS_CRON = '30 3 * * *';
const BATCH_SIZE = 1000;

/** Blocks every inactive learner, batch after batch; returns how many were blocked. */
export const blockInactiveAccounts = async ({
  db,
  now,
  batchSize = BATCH_SIZE,
}: {
  db: Database;
  now: Date;
  batchSize?: number;
}): Promise<number> => {
  const cutoff = getInactivityCutoff({ now });
  let total = 0;
  for (;;) {
    const ids = await blockInactiveBatch({ db, cutoff, now, limit: batchSize });
    total += ids.length;
    if (ids.length < batchSize) return total;
  }
};

export const recordSessionActivity = async ({
  db,
  user,
  now,
}: {
  db: Database;
  user: { id: string; lastActiveAt: Date | null };
  now: Date;
}): Promise<void> => {
  if (!shouldRecordActivity({ lastActiveAt: user.lastActiveAt, now })) return;
  await recordActivityIfStale({
    db,
    userId: user.id,
    now,
    staleBefore: getActivityRecordCutoff({ now }),
  });
};
