// Queries of the certificate routes: the holder by username, the certificates a learner holds, the
// project challenges they completed, and the national trail (appended once, atomically).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { certificates, type Certificate } from '@escola/db/schema/certificates';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { users } from '@escola/db/schema/users';

/** What deciding who may see a learner's certificates needs. */
export const findCertificateHolderByUsername = async ({
  db,
  username,
}: {
  db: Database;
  username: string;
}) => {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      isHonest: users.isHonest,
      profileUi: users.profileUi,
    })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row;
};

export type CertificateHolder = NonNullable<
  Awaited<ReturnType<typeof findCertificateHolderByUsername>>
>;

export const findHeldCertificate = async ({
  db,
  userId,
  certSlug,
}: {
  db: Database;
  userId: string;
  certSlug: string;
}): Promise<Certificate | undefined> => {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.certSlug, certSlug)));
  return row;
};

/** Every certificate the learner holds, in no particular order. */
export const listHeldCertificates = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<Certificate[]> => db.select().from(certificates).where(eq(certificates.userId, userId));

/** Which of these challenges the learner completed. */
export const listCompletedAmong = async ({
  db,
  userId,
  challengeIds,
}: {
  db: Database;
  userId: string;
  challengeIds: readonly string[];
}): Promise<string[]> => {
  if (challengeIds.length === 0) return [];
  const rows = await db
    .select({ challengeId: completedChallenges.challengeId })
    .from(completedChallenges)
    .where(
      and(
        eq(completedChallenges.userId, userId),
        inArray(completedChallenges.challengeId, [...challengeIds]),
      ),
    );
  return rows.map((row) => row.challengeId);
};

/**
 * Appends `slug` to the learner's national trail unless it is there already: one UPDATE whose
 * condition PostgreSQL re-checks on the row it locks, so two racing requests append it once.
 * Answers the trail as stored and whether this call appended.
 */
export const appendToNationalTrail = async ({
  db,
  userId,
  slug,
}: {
  db: Database;
  userId: string;
  slug: string;
}): Promise<{ nationalTrail: string[]; appended: boolean }> => {
  const [updated] = await db
    .update(users)
    .set({ nationalTrail: sql`array_append(${users.nationalTrail}, ${slug}::text)` })
    .where(and(eq(users.id, userId), sql`not (${slug}::text = any(${users.nationalTrail}))`))
    .returning({ nationalTrail: users.nationalTrail });
  if (updated) return { nationalTrail: updated.nationalTrail, appended: true };
  const [current] = await db
    .select({ nationalTrail: users.nationalTrail })
    .from(users)
    .where(eq(users.id, userId));
  return { nationalTrail: current?.nationalTrail ?? [], appended: false };
};
