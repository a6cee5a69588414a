// SQL of GET /user/get-session-user: the user with everything the session answer shows, in one
// relational query.
import type { Database } from '@escola/db/client';

export const findUserWithProgress = async ({ db, userId }: { db: Database; userId: string }) =>
  db.query.users.findFirst({
    where: (users, { eq }) => eq(users.id, userId),
    with: {
      certificates: { columns: { certSlug: true } },
      completedChallenges: { orderBy: (completed, { asc }) => [asc(completed.completedDate)] },
      savedChallenges: true,
      aiAssistantSessions: { columns: { exerciseId: true, sessionId: true } },
      modules: { columns: { id: true, superBlock: true, status: true } },
      classGroupMembership: { columns: {}, with: { classGroup: true } },
      userToken: { columns: { id: true } },
    },
  });

export type UserWithProgress = NonNullable<Awaited<ReturnType<typeof findUserWithProgress>>>;
