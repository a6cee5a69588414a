// The sign-in flow: find the account by e-mail, verify the argon2id hash. Unknown e-mails and
// wrong passwords take the same time and get the same answer (no account enumeration). An account
// blocked by inactivity is reported only after its password matched, and records no activity.
import type { Database } from '@escola/db/client';
import { isBlockedByInactivity } from '@escola/domain/inactivity';
import { hashPassword, verifyPassword } from '@escola/db/password';
import { recordSessionActivity } from '../inactivity/service';
import { findUserCredentialsByEmail } from './repository';

let dummyHashPromise: Promise<string> | undefined;
/** A real hash to verify against when there is no account, so timing reveals nothing. */
const dummyHash = () => {
  dummyHashPromise ??= hashPassword('senha-inexistente-para-igualar-o-tempo');
  return dummyHashPromise;
};

export const verifyCredentials = async ({
  db,
  email,
  password,
}: {
  db: Database;
  email: string;
  password: string;
}): Promise<{ userId: string; isBlocked: boolean } | null> => {
  const account = await findUserCredentialsByEmail({ db, email });
  if (!account?.passwordHash) {
    await verifyPassword(await dummyHash(), password);
    return null;
  }
  const matches = await verifyPassword(account.passwordHash, password);
  if (!matches) return null;
  if (isBlockedByInactivity(account)) return { userId: account.id, isBlocked: true };
  // Activity is written at most once a day (decision 012), as for an open session.
  await recordSessionActivity({ db, user: account, now: new Date() });
  return { userId: account.id, isBlocked: false };
};
