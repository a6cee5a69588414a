// Password recovery: a one-time link (1 h) by e-mail, then a new password that ends every session.
import type { Database } from '@escola/db/client';
import { hashPassword } from '@escola/db/password';
import { consumeOneTimeToken, issueOneTimeToken } from '../one-time-tokens/one-time-tokens';
import { setPasswordHash } from '../password-change/repository';
import { deleteSessionsOfUser, findRecipientByEmail } from './repository';

export const RECOVERY_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** The recipient and token of the recovery e-mail, or undefined when no account has the address. */
export const requestPasswordRecovery = async ({
  db,
  email,
  now,
}: {
  db: Database;
  email: string;
  now: Date;
}): Promise<{ name: string; username: string; token: string } | undefined> => {
  const recipient = await findRecipientByEmail({ db, email });
  if (!recipient) return undefined;
  const token = await issueOneTimeToken({
    db,
    userId: recipient.id,
    kind: 'password_recovery',
    lifetimeMs: RECOVERY_TOKEN_LIFETIME_MS,
    now,
  });
  return { name: recipient.name, username: recipient.username, token };
};

/** Sets the password and ends every session; false when the token is unknown, used or expired. */
export const recoverPassword = async ({
  db,
  token,
  password,
  now,
}: {
  db: Database;
  token: string;
  password: string;
  now: Date;
}): Promise<boolean> => {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (transaction) => {
    const userId = await consumeOneTimeToken({
      db: transaction,
      token,
      kind: 'password_recovery',
      now,
    });
    if (!userId) return false;
    await setPasswordHash({ db: transaction, userId, passwordHash });
    await deleteSessionsOfUser({ db: transaction, userId });
    return true;
  });
};
