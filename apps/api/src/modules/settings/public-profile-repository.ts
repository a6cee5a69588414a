// SQL of the public profile: the user by username and the count of completed challenges.
import { count, eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
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
