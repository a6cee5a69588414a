// Account deletion (decision 011). A learner asks: the request date is kept (asking again changes
// nothing), the other sessions end, and an e-mail says when the account goes and how to cancel.
// Until then the account works as before and the request can be reverted. The daily job deletes
// each due account in its own transaction, leaving a deletion record, and says goodbye by e-mail.
import type { Database } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import {
  canRequestAccountDeletion,
  getAccountDeletionCutoff,
  getDaysToDelete,
} from '@escola/domain/account-deletion';
import { deleteOtherSessions } from '../password-change/repository';
import {
  clearDeletionRequest,
  deleteDueAccount,
  findDueDeletionIds,
  markDeletionRequested,
  type DeletedAccount,
} from './repository';

export const DELETE_REQUESTED_ACCOUNTS_JOB = 'delete-requested-accounts';
/** Every day at 04:00 (America/Sao_Paulo). */
export const DELETE_REQUESTED_ACCOUNTS_CRON = '0 4 * * *';
const BATCH_SIZE = 100;

export type RequestDeletionOutcome =
  | { kind: 'staff' }
  | { kind: 'requested'; requestedAt: Date; daysToDelete: number; isNew: boolean };

export const requestAccountDeletion = async ({
  db,
  user,
  sessionId,
  now,
}: {
  db: Database;
  user: Pick<User, 'id' | 'type'>;
  sessionId: string;
  now: Date;
}): Promise<RequestDeletionOutcome> => {
  if (!canRequestAccountDeletion(user)) return { kind: 'staff' };
  const requestedAt = await db.transaction(async (transaction) => {
    const date = await markDeletionRequested({ db: transaction, userId: user.id, now });
    await deleteOtherSessions({ db: transaction, userId: user.id, keepSessionId: sessionId });
    return date ?? now;
  });
  return {
    kind: 'requested',
    requestedAt,
    daysToDelete: getDaysToDelete({ requestedAt, now }) ?? 0,
    // The first request stores `now`; a repeated one returns the first date.
    isNew: requestedAt.getTime() === now.getTime(),
  };
};

export const revertAccountDeletion = ({ db, userId }: { db: Database; userId: string }) =>
  clearDeletionRequest({ db, userId });

/** Deletes every due account, one transaction each; `onDeleted` runs after each commit. */
export const deleteRequestedAccounts = async ({
  db,
  now,
  onDeleted,
  batchSize = BATCH_SIZE,
}: {
  db: Database;
  now: Date;
  onDeleted: (account: DeletedAccount) => Promise<void>;
  batchSize?: number;
}): Promise<number> => {
  const cutoff = getAccountDeletionCutoff({ now });
  let deleted = 0;
  let afterId: string | null = null;
  for (;;) {
    const ids = await findDueDeletionIds({ db, cutoff, afterId, limit: batchSize });
    for (const userId of ids) {
      const account = await deleteDueAccount({ db, userId, cutoff, now });
      if (!account) continue;
      deleted += 1;
      await onDeleted(account);
    }
    if (ids.length < batchSize) return deleted;
    afterId = ids.at(-1) ?? null;
  }
};
