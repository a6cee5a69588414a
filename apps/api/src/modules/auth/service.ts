// The sign-in flow: find the account by e-mail, reserve a password attempt, verify the argon2id
// hash. Unknown e-mails and wrong passwords take the same time and get the same answer (no account
// enumeration), and both spend the same budget: the account's (modules/password-attempts) or, with
// no account, the e-mail's in the attempt store. An account blocked by inactivity is reported only
// after its password matched, and records no activity.
import type { Database } from '@escola/db/client';
import { isBlockedByInactivity } from '@escola/domain/inactivity';
import { hashPassword, verifyPassword } from '@escola/db/password';
import type { AttemptLimit } from '../../plugins/attempt-limits';
import { recordSessionActivity } from '../inactivity/service';
import { checkPasswordWithinBudget } from '../password-attempts/service';
import { findUserCredentialsByEmail } from './repository';

let dummyHashPromise: Promise<string> | undefined;

/** A real hash to verify against when there is no account, so timing reveals nothing. */
const dummyHash = () => {
  dummyHashPromise ??= hashPassword('senha-inexistente-para-igualar-o-tempo');
  return dummyHashPromise;
};

export type CredentialsVerdict =
  | { outcome: 'locked' }
  | { outcome: 'invalid' }
  | { outcome: 'valid'; userId: string; isBlocked: boolean };

export const verifyCredentials = async ({
  db,
  email,
  password,
  unknownAccountAttempts,
}: {
  db: Database;
  email: string;
  password: string;
  /** The budget of an e-mail with no account (or no password): the same size as an account's. */
  unknownAccountAttempts: AttemptLimit;
}): Promise<CredentialsVerdict> => {
  const account = await findUserCredentialsByEmail({ db, email });
  if (!account?.passwordHash) {
    if (!(await unknownAccountAttempts.take(email))) return { outcome: 'locked' };
    await verifyPassword(await dummyHash(), password);
    return { outcome: 'invalid' };
  }
  const verdict = await checkPasswordWithinBudget({
    db,
    userId: account.id,
    passwordHash: account.passwordHash,
    password,
  });
  if (verdict === 'locked') return { outcome: 'locked' };
  if (verdict === 'wrong') return { outcome: 'invalid' };
  if (isBlockedByInactivity(account))
    return { outcome: 'valid', userId: account.id, isBlocked: true };
  // Activity is written at most once a day (decision 012), as for an open session.
  await recordSessionActivity({ db, user: account, now: new Date() });
  return { outcome: 'valid', userId: account.id, isBlocked: false };
};
