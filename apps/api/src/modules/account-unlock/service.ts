// Accounts blocked by inactivity (decision 012): the block is `users.blocked_by_inactivity_at`;
// unlocking clears it and counts as activity, so the next job run does not block the account again.
import type { Database, DatabaseExecutor } from '@escola/db/client';
import { isBlockedByInactivity } from '@escola/domain/inactivity';
import { isStaff, type UserType } from '@escola/domain/users';
import type { AttemptLimit } from '../../plugins/attempt-limits';
import { verifyCredentials } from '../auth/service';
import { clearInactivityBlock, findUnlockTargetByEmail } from './repository';

export { isBlockedByInactivity };

export const unlockAccount = async ({
  db,
  userId,
  now,
}: {
  db: DatabaseExecutor;
  userId: string;
  now: Date;
}): Promise<void> => {
  await clearInactivityBlock({ db, userId, now });
};

export type SelfUnlockOutcome =
  | { outcome: 'use-google' }
  | { outcome: 'locked' }
  | { outcome: 'invalid-credentials' }
  | { outcome: 'not-blocked' }
  | { outcome: 'unlocked'; userId: string };

/**
 * A learner unlocks their own account: an empty password means a Google account (the answer
 * says so without looking the e-mail up); otherwise the password must match, as at sign-in, and
 * spends the same budget (a locked account answers 'locked' whatever the password).
 */
export const unlockOwnAccount = async ({
  db,
  email,
  password,
  now,
  unknownAccountAttempts,
}: {
  db: Database;
  email: string;
  password: string | undefined;
  now: Date;
  unknownAccountAttempts: AttemptLimit;
}): Promise<SelfUnlockOutcome> => {
  if (!password) return { outcome: 'use-google' };
  const credentials = await verifyCredentials({ db, email, password, unknownAccountAttempts });
  if (credentials.outcome === 'locked') return { outcome: 'locked' };
  if (credentials.outcome === 'invalid') return { outcome: 'invalid-credentials' };
  if (!credentials.isBlocked) return { outcome: 'not-blocked' };
  await unlockAccount({ db, userId: credentials.userId, now });
  return { outcome: 'unlocked', userId: credentials.userId };
};

export type StaffUnlockOutcome = 'unlocked' | 'not-found' | 'not-blocked';

/** Staff unlock a learner by e-mail (admin area "user unlock/status"). */
export const unlockLearnerAccount = async ({
  db,
  email,
  now,
}: {
  db: Database;
  email: string;
  now: Date;
}): Promise<StaffUnlockOutcome> => {
  const target = await findUnlockTargetByEmail({ db, email });
  if (!target) return 'not-found';
  if (!isBlockedByInactivity(target)) return 'not-blocked';
  await unlockAccount({ db, userId: target.id, now });
  return 'unlocked';
};

export const canUnlockOthers = (user: { type: UserType } | null): boolean =>
  user !== null && isStaff(user.type);
