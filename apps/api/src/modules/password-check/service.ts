// Password check: does the given password match the signed-in account's? Accounts without a
// password (Google only) never match.
import { verifyPassword } from '@escola/db/password';

export type CheckPasswordOutcome = 'matches' | 'wrong' | 'no-password';

export const checkPassword = async ({
  passwordHash,
  password,
}: {
  passwordHash: string | null;
  password: string;
}): Promise<CheckPasswordOutcome> => {
  if (!passwordHash) return 'no-password';
  return (await verifyPassword(passwordHash, password)) ? 'matches' : 'wrong';
};
