// SQL of the data export: the user with everything that hangs from them (one relational query;
// the password hash and the user token's value are left out here), and the reports they made.
import { asc, eq } from 'drizzle-orm';
import { userReports } from '@escola/db/schema/user-reports';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

export const findUserForExport = async ({ db, userId }: { db: DatabaseExecutor; userId: string }) =>
  db.query.users.findFirst({
    where: (table, { eq: equals }) => equals(table.id, userId),
    columns: { passwordHash: false },
    extras: (table, { sql }) => ({
      hasPassword: sql<boolean>`${table.passwordHash} is not null`.as('has_password'),
    }),
    with: {
      classGroupMembership: {
        columns: { classGroupId: true },
        with: { classGroup: { columns: { name: true } } },
      },
      userToken: { columns: { createdAt: true } },
      certificates: { columns: { certSlug: true, issuedAt: true } },
      completedChallenges: {
        orderBy: (table, { asc: ascending }) => [ascending(table.completedDate)],
      },
      savedChallenges: { orderBy: (table, { asc: ascending }) => [ascending(table.lastSavedDate)] },
      aiAssistantSessions: { columns: { exerciseId: true, sessionId: true, updatedAt: true } },
      aiAssistantConversations: {
        columns: { userId: false },
        orderBy: (table, { asc: ascending }) => [ascending(table.createdAt)],
        with: {
          turns: {
            columns: { type: true, content: true, createdAt: true },
            orderBy: (table, { asc: ascending }) => [ascending(table.id)],
          },
        },
      },
      aiAssistantUsage: {
        columns: { day: true, tokens: true },
        orderBy: (table, { asc: ascending }) => [ascending(table.day)],
      },
      modules: { columns: { superBlock: true, status: true, expiresAt: true, createdAt: true } },
      sessions: {
        columns: { createdAt: true, lastSeenAt: true, userAgent: true, ip: true },
        orderBy: (table, { asc: ascending }) => [ascending(table.createdAt)],
      },
    },
  });

export type UserForExport = NonNullable<Awaited<ReturnType<typeof findUserForExport>>>;

export const findReportsMadeBy = async ({ db, userId }: { db: DatabaseExecutor; userId: string }) =>
  db
    .select({
      reportedUsername: users.username,
      reportDescription: userReports.reportDescription,
      createdAt: userReports.createdAt,
    })
    .from(userReports)
    .innerJoin(users, eq(users.id, userReports.reportedUserId))
    .where(eq(userReports.reporterId, userId))
    .orderBy(asc(userReports.createdAt));

export type ReportMade = Awaited<ReturnType<typeof findReportsMadeBy>>[number];
