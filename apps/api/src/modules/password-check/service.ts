// Password check: does the given password match the signed-in account's? Accounts without a
// password (Google only) never match. The check spends the account's one password budget.
import type { Database } from '@escola/db/client';
import { checkPasswordWithinBudget } from '../password-attempts/service';

export type CheckPasswordOutcome = 'matches' | 'wrong' | 'no-password' | 'locked';

export const checkPassword = async ({
  db,
  userId,
  passwordHash,
  password,
}: {
  db: Database;
  userId: string;
  passwordHash: string | null;
  password: string;
}): Promise<CheckPasswordOutcome> => {
  if (!passwordHash) return 'no-password';
  const verdict = await checkPasswordWithinBudget({ db, userId, passwordHash, password });
  return verdict === 'right' ? 'matches' : verdict;
};
