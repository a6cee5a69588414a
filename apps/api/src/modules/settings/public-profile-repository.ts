// SQL of the public profile: the user by username, the count of completed challenges and the
// certificates held.
import { count, eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { certificates } from '@escola/db/schema/certificates';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { users } from '@escola/db/schema/users';

export const findProfileUser = async ({ db, username }: { db: Database; username: string }) => {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      location: users.location,
      about: users.about,
      picture: users.picture,
      socials: users.socials,
      portfolio: users.portfolio,
      profileUi: users.profileUi,
      isHonest: users.isHonest,
    })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row;
};

export const countCompletedChallenges = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(completedChallenges)
    .where(eq(completedChallenges.userId, userId));
  return row?.total ?? 0;
};

export const listProfileCertificates = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<{ certSlug: string; issuedAt: Date }[]> =>
  db
    .select({ certSlug: certificates.certSlug, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(eq(certificates.userId, userId));
