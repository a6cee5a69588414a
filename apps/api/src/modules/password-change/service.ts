// Password change: the current password must match; the new hash replaces it and every other
// session of the account ends (the one making the change stays). Checking the current password
// spends the account's one password budget, as sign-in does.
import type { Database } from '@escola/db/client';
import { hashPassword } from '@escola/db/password';
import { checkPasswordWithinBudget } from '../password-attempts/service';
import { deleteOtherSessions, setPasswordHash } from './repository';

export type ChangePasswordOutcome = 'changed' | 'wrong-current' | 'no-password' | 'locked';

export const changePassword = async ({
  db,
  userId,
  passwordHash,
  sessionId,
  currentPassword,
  newPassword,
}: {
  db: Database;
  userId: string;
  passwordHash: string | null;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}): Promise<ChangePasswordOutcome> => {
  if (!passwordHash) return 'no-password';
  const verdict = await checkPasswordWithinBudget({
    db,
    userId,
    passwordHash,
    password: currentPassword,
  });
  if (verdict === 'locked') return 'locked';
  if (verdict === 'wrong') return 'wrong-current';
  const newHash = await hashPassword(newPassword);
  await db.transaction(async (transaction) => {
    await setPasswordHash({ db: transaction, userId, passwordHash: newHash });
    await deleteOtherSessions({ db: transaction, userId, keepSessionId: sessionId });
  });
  return 'changed';
};
