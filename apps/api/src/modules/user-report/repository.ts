// SQL of user reports: the people involved and the stored report.
import { eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { userReports } from '@escola/db/schema/user-reports';
import { users } from '@escola/db/schema/users';

export const findReportedUser = async ({ db, username }: { db: Database; username: string }) => {
  const [row] = await db
    .select({ id: users.id, username: users.username, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row;
};

export const insertUserReport = async ({
  db,
  reporterId,
  reportedUserId,
  reportDescription,
  now,
}: {
  db: Database;
  reporterId: string;
  reportedUserId: string;
  reportDescription: string;
  now: Date;
}): Promise<string> => {
  const [row] = await db
    .insert(userReports)
    .values({ reporterId, reportedUserId, reportDescription, createdAt: now })
    .returning({ id: userReports.id });
  if (!row) throw new Error('denúncia não gravada');
  return row.id;
};
