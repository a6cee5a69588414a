// Account deletion on request (docs/product/accounts.md; decision 011): a learner asks, the account
// stays usable for ACCOUNT_DELETION_GRACE_DAYS (the request can be reverted), then the daily job
// deletes it and keeps a deletion record. Staff accounts cannot ask: an administrator first makes
// them learners (the school never loses its last administrator to a click).
import type { UserType } from './users';

/** Days between the request and the deletion. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only learners may ask for their own deletion. */
export const canRequestAccountDeletion = ({ type }: { type: UserType }): boolean =>
  type === 'student';

/** The instant from which the account may be deleted. */
export const getAccountDeletionDueAt = ({ requestedAt }: { requestedAt: Date }): Date =>
  new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);

/** Requests made at or before this instant are due (the job's SQL parameter). */
export const getAccountDeletionCutoff = ({ now }: { now: Date }): Date =>
  new Date(now.getTime() - ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);

export const isAccountDeletionDue = ({
  requestedAt,
  now,
}: {
  requestedAt: Date;
  now: Date;
}): boolean => requestedAt.getTime() <= getAccountDeletionCutoff({ now }).getTime();

/** Whole days left until the deletion, rounded up, never negative; null without a request. */
export const getDaysToDelete = ({
  requestedAt,
  now,
}: {
  requestedAt: Date | null;
  now: Date;
}): number | null => {
  if (requestedAt === null) return null;
  const remainingMs = getAccountDeletionDueAt({ requestedAt }).getTime() - now.getTime();
  return Math.max(0, Math.ceil(remainingMs / DAY_MS));
};
