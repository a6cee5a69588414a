// One-time tokens sent by e-mail (verification, recovery, …): 32 random bytes in base64url, of which
// only the SHA-256 is stored; each is single use and expires.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '@escola/db/client';
import { authTokens } from '@escola/db/schema/auth-tokens';
import type { AuthTokenKind } from '@escola/db/schema/enums';

export const hashOneTimeToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const generateOneTimeToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
};

/** Stores the hash of a new token and returns the token itself (for the e-mail link). */
export const issueOneTimeToken = async ({
  db,
  userId,
  kind,
  lifetimeMs,
  now,
}: {
  db: DatabaseExecutor;
  userId: string;
  kind: AuthTokenKind;
  lifetimeMs: number;
  now: Date;
}): Promise<string> => {
  const { token, tokenHash } = generateOneTimeToken();
  await db.insert(authTokens).values({
    userId,
    kind,
    tokenHash,
    expiresAt: new Date(now.getTime() + lifetimeMs),
    createdAt: now,
  });
  return token;
};

/**
 * Marks the token used, in one statement, when it exists, is of `kind`, is unused and has not
 * expired; returns its user id, or undefined (the caller answers the same for every failure).
 */
export const consumeOneTimeToken = async ({
  db,
  token,
  kind,
  now,
}: {
  db: DatabaseExecutor;
  token: string;
  kind: AuthTokenKind;
  now: Date;
}): Promise<string | undefined> => {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashOneTimeToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId;
};
