// E-mail change (decision 012): the address changes at once and is unverified until the link sent
// to it is opened; older verification links stop working; the other sessions end. Sending the
// verification link again follows the same token rules.
import type { Database } from '@escola/db/client';
import { issueOneTimeToken } from '../one-time-tokens/one-time-tokens';
import { deleteOtherSessions } from '../password-change/repository';
import { emailExists } from '../sign-up/repository';
import { VERIFICATION_TOKEN_LIFETIME_MS, isUniqueViolation } from '../sign-up/service';
import { revokeVerificationTokens, setUnverifiedEmail } from './repository';

export type ChangeEmailResult =
  | { outcome: 'changed'; verificationToken: string }
  | { outcome: 'unchanged' }
  | { outcome: 'taken' };

export const changeEmail = async ({
  db,
  userId,
  currentEmail,
  newEmail,
  sessionId,
  now,
}: {
  db: Database;
  userId: string;
  currentEmail: string;
  newEmail: string;
  sessionId: string;
  now: Date;
}): Promise<ChangeEmailResult> => {
  if (newEmail === currentEmail) return { outcome: 'unchanged' };
  if (await emailExists({ db, email: newEmail })) return { outcome: 'taken' };
  try {
    return await db.transaction(async (transaction) => {
      await setUnverifiedEmail({ db: transaction, userId, email: newEmail });
      await revokeVerificationTokens({ db: transaction, userId, now });
      const verificationToken = await issueOneTimeToken({
        db: transaction,
        userId,
        kind: 'email_verification',
        lifetimeMs: VERIFICATION_TOKEN_LIFETIME_MS,
        now,
      });
      await deleteOtherSessions({ db: transaction, userId, keepSessionId: sessionId });
      return { outcome: 'changed' as const, verificationToken };
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) return { outcome: 'taken' };
    throw error;
  }
};

/** A fresh verification link (older ones stop working); the token to send. */
export const renewVerificationToken = async ({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<string> =>
  db.transaction(async (transaction) => {
    await revokeVerificationTokens({ db: transaction, userId, now });
    return issueOneTimeToken({
      db: transaction,
      userId,
      kind: 'email_verification',
      lifetimeMs: VERIFICATION_TOKEN_LIFETIME_MS,
      now,
    });
  });
