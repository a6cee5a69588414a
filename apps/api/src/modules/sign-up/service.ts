// Sign-up: creates the local account (argon2id hash, generated username) and the verification
// token in one transaction; e-mail verification consumes that token and links the quiz record of
// the confirmed address (docs/product/national-programme.md).
import type { Database } from '@escola/db/client';
import { hashPassword } from '@escola/db/password';
import { consumeOneTimeToken, issueOneTimeToken } from '../one-time-tokens/one-time-tokens';
import { linkQuizUserOfAccount } from '../quiz-user/link-quiz-user';
import { pickAvailableUsername } from './pick-available-username';
import { emailExists, insertLocalUser, markEmailVerified } from './repository';

export const VERIFICATION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type SignUpResult =
  { outcome: 'created'; userId: string; verificationToken: string } | { outcome: 'email-taken' };

/** Postgres' unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
export const isUniqueViolation = (error: unknown): boolean => {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
  const cause = typeof error === 'object' && error !== null ? (error as Error).cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
};

export const signUp = async ({
  db,
  name,
  email,
  password,
  now,
}: {
  db: Database;
  name: string;
  email: string;
  password: string;
  now: Date;
}): Promise<SignUpResult> => {
  if (await emailExists({ db, email })) return { outcome: 'email-taken' };
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (transaction) => {
      const username = await pickAvailableUsername({ db: transaction, name });
      const userId = await insertLocalUser({
        db: transaction,
        name,
        email,
        username,
        passwordHash,
        now,
      });
      const verificationToken = await issueOneTimeToken({
        db: transaction,
        userId,
        kind: 'email_verification',
        lifetimeMs: VERIFICATION_TOKEN_LIFETIME_MS,
        now,
      });
      return { outcome: 'created' as const, userId, verificationToken };
    });
  } catch (error) {
    // Two sign-ups with the same address at once: the unique index decides.
    if (isUniqueViolation(error) && (await emailExists({ db, email }))) {
      return { outcome: 'email-taken' };
    }
    throw error;
  }
};

/** Marks the address verified; false when the token is unknown, used, expired or of another kind. */
export const confirmVerificationEmail = async ({
  db,
  token,
  now,
}: {
  db: Database;
  token: string;
  now: Date;
}): Promise<boolean> =>
  db.transaction(async (transaction) => {
    const userId = await consumeOneTimeToken({
      db: transaction,
      token,
      kind: 'email_verification',
      now,
    });
    if (!userId) return false;
    await markEmailVerified({ db: transaction, userId });
    // docs/product/national-programme.md: the quiz record of this (now confirmed) e-mail becomes
    // the account's.
    await linkQuizUserOfAccount({ db: transaction, userId });
    return true;
  });
