// One password budget per account, shared by every route that checks a password (sign-in, the
// inactivity unlock, the password check, the password change — issue 13). The attempt is reserved
// before the hash is verified, so a burst of parallel guesses gets at most the limit checked, from
// one address or many; a locked account answers without verifying anything, even the right
// password. The right password clears the budget.
import type { Database } from '@escola/db/client';
import { verifyPassword } from '@escola/db/password';
import { FAILED_PASSWORD_LIMIT_PER_ACCOUNT } from '../../plugins/rate-limit';
import { clearPasswordAttempts, reservePasswordAttempt } from './repository';

export type PasswordVerdict = 'right' | 'wrong' | 'locked';

export const checkPasswordWithinBudget = async ({
  db,
  userId,
  passwordHash,
  password,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  passwordHash: string;
  password: string;
  now?: Date;
}): Promise<PasswordVerdict> => {
  const attempts = await reservePasswordAttempt({
    db,
    userId,
    now,
    windowMilliseconds: FAILED_PASSWORD_LIMIT_PER_ACCOUNT.timeWindow,
  });
  if (attempts > FAILED_PASSWORD_LIMIT_PER_ACCOUNT.max) return 'locked';
  if (!(await verifyPassword(passwordHash, password))) return 'wrong';
  await clearPasswordAttempts({ db, userId });
  return 'right';
};
