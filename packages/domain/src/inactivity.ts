// Blocking by inactivity (docs/product/accounts.md; decision 012). A learner (type 'student'; staff
// never) whose last activity — or join date, before any activity — is older than
// INACTIVITY_BLOCK_DAYS is blocked by the daily job; sign-in then sends them to /unlock-account.
import type { UserType } from './users';

/** Days without activity after which a learner's account is blocked. */
export const INACTIVITY_BLOCK_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Activity of a signed-in session is recorded at most once per this interval per user. */
export const ACTIVITY_RECORD_INTERVAL_MS = DAY_MS;
/** Where a blocked account is sent (docs/product/accounts.md, "Redirect targets"). */
export const UNLOCK_ACCOUNT_PATH = '/unlock-account';
/** The sign-in warning of a blocked account stays this long before the page goes to unlock. */
export const UNLOCK_REDIRECT_DELAY_MS = 2_000;

/** Account statuses of GET /api/users/status-by-email. */
export const ACCOUNT_STATUSES = ['active', 'blocked', 'deletion-requested', 'not-found'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export type InactivityFacts = {
  type: UserType;
  lastActiveAt: Date | null;
  joinDate: Date;
  blockedByInactivityAt: Date | null;
};

/** Last activity before this instant means "inactive enough" (the job's SQL parameter). */
export const getInactivityCutoff = ({ now }: { now: Date }): Date =>
  new Date(now.getTime() - INACTIVITY_BLOCK_DAYS * DAY_MS);

export const isBlockedByInactivity = ({
  blockedByInactivityAt,
}: Pick<InactivityFacts, 'blockedByInactivityAt'>): boolean => blockedByInactivityAt !== null;

/** A learner not yet blocked whose last activity (or join date) is older than the cutoff. */
export const isInactiveEnoughToBlock = ({
  user,
  now,
}: {
  user: InactivityFacts;
  now: Date;
}): boolean => {
  if (user.type !== 'student' || isBlockedByInactivity(user)) return false;
  const lastActivity = user.lastActiveAt ?? user.joinDate;
  return lastActivity.getTime() < getInactivityCutoff({ now }).getTime();
};

/** Last activity before this instant is stale enough to record a new one. */
export const getActivityRecordCutoff = ({ now }: { now: Date }): Date =>
  new Date(now.getTime() - ACTIVITY_RECORD_INTERVAL_MS);

/** True when a signed-in request should record activity (never recorded, or over a day ago). */
export const shouldRecordActivity = ({
  lastActiveAt,
  now,
}: {
  lastActiveAt: Date | null;
  now: Date;
}): boolean =>
  lastActiveAt === null || lastActiveAt.getTime() < getActivityRecordCutoff({ now }).getTime();

/** The status an existing account shows staff: blocked first, then deletion requested. */
export const getAccountStatus = ({
  blockedByInactivityAt,
  deleteRequestedAt,
}: {
  blockedByInactivityAt: Date | null;
  deleteRequestedAt: Date | null;
}): Exclude<AccountStatus, 'not-found'> => {
  if (isBlockedByInactivity({ blockedByInactivityAt })) return 'blocked';
  if (deleteRequestedAt !== null) return 'deletion-requested';
  return 'active';
};
