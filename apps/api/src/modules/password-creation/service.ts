// Password creation for accounts that only sign in with Google: the first argon2id hash, and every
// other session of the account ends (the one making the change stays), as on a password change.
import type { Database } from '@escola/db/client';
import { hashPassword } from '@escola/db/password';
import { deleteOtherSessions } from '../password-change/repository';
import { setFirstPasswordHash } from './repository';

export type CreatePasswordOutcome = 'created' | 'already-has-password';

export const createPassword = async ({
  db,
  userId,
  passwordHash,
  sessionId,
  password,
}: {
  db: Database;
  userId: string;
  passwordHash: string | null;
  sessionId: string;
  password: string;
}): Promise<CreatePasswordOutcome> => {
  if (passwordHash) return 'already-has-password';
  const newHash = await hashPassword(password);
  return db.transaction(async (transaction) => {
    const created = await setFirstPasswordHash({ db: transaction, userId, passwordHash: newHash });
    if (!created) return 'already-has-password';
    await deleteOtherSessions({ db: transaction, userId, keepSessionId: sessionId });
    return 'created';
  });
};
