// SQL of the staff side of recurring e-mails (issue 20, decision 047): the list (newest first)
// with each e-mail's class group and change log (authors' names), the last run of each (the
// latest manual_emails row linked to it, by manual_emails_recurring_index) and the writes. Writes
// lock the e-mail's row, as the poller does when a run is due: an edit and a run never interleave.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { classGroups } from '@escola/db/schema/class-groups';
import { manualEmails } from '@escola/db/schema/manual-emails';
import {
  recurringEmailChanges,
  recurringEmails,
  type NewRecurringEmail,
  type RecurringEmail,
  type RecurringEmailChangeData,
} from '@escola/db/schema/recurring-emails';
import { users } from '@escola/db/schema/users';
import type { RecurringEmailChangeKind } from '@escola/domain/recurring-emails';
import type { DatabaseExecutor } from '@escola/db/client';

export type RecurringEmailRow = RecurringEmail & { classGroupName: string | null };

export type RecurringEmailValues = Required<
  Pick<
    NewRecurringEmail,
    'subject' | 'body' | 'audienceKind' | 'audienceValue' | 'weekday' | 'time'
  >
>;

const classGroupOfAudience = sql`${recurringEmails.audienceKind} = 'class-group' and ${classGroups.id}::text = ${recurringEmails.audienceValue}`;

const selectRecurringEmails = (db: DatabaseExecutor) =>
  db
    .select({ row: recurringEmails, classGroupName: classGroups.name })
    .from(recurringEmails)
    .leftJoin(classGroups, classGroupOfAudience);

const flatten = ({ row, classGroupName }: { row: RecurringEmail; classGroupName: string | null }) =>
  ({ ...row, classGroupName }) satisfies RecurringEmailRow;

export const findRecurringEmailRow = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const [found] = await selectRecurringEmails(db).where(eq(recurringEmails.id, id)).limit(1);
  return found && flatten(found);
};

export const findRecurringEmailsPage = async ({
  db,
  pageNumber,
  pageSize,
}: {
  db: DatabaseExecutor;
  pageNumber: number;
  pageSize: number;
}) => {
  const rows = await selectRecurringEmails(db)
    .orderBy(desc(recurringEmails.createdAt), desc(recurringEmails.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(recurringEmails);
  return { rows: rows.map(flatten), total: total?.count ?? 0 };
};

/** The active e-mails, newest first (the "who receives it?" look-up filters them). */
export const findActiveRecurringEmails = async ({ db }: { db: DatabaseExecutor }) =>
  (
    await selectRecurringEmails(db)
      .where(eq(recurringEmails.isActive, true))
      .orderBy(desc(recurringEmails.createdAt), desc(recurringEmails.id))
  ).map(flatten);

/** The e-mail, locked until the transaction ends. */
export const findRecurringEmailLocked = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<RecurringEmail | undefined> => {
  const [row] = await db
    .select()
    .from(recurringEmails)
    .where(eq(recurringEmails.id, id))
    .limit(1)
    .for('update');
  return row;
};

export const insertRecurringEmail = async ({
  db,
  values,
  nextRunAt,
  createdBy,
}: {
  db: DatabaseExecutor;
  values: RecurringEmailValues;
  nextRunAt: Date;
  createdBy: string;
}): Promise<RecurringEmail> => {
  const [row] = await db
    .insert(recurringEmails)
    .values({ ...values, nextRunAt, createdBy })
    .returning();
  if (!row) throw new Error('e-mail recorrente não gravado');
  return row;
};

export const updateRecurringEmailRow = async ({
  db,
  id,
  values,
}: {
  db: DatabaseExecutor;
  id: string;
  values: Partial<RecurringEmailValues> & { isActive?: boolean; nextRunAt?: Date | null };
}) => {
  await db.update(recurringEmails).set(values).where(eq(recurringEmails.id, id));
};

export const appendRecurringEmailChange = async ({
  db,
  recurringEmailId,
  authorId,
  kind,
  data,
}: {
  db: DatabaseExecutor;
  recurringEmailId: string;
  authorId: string;
  kind: RecurringEmailChangeKind;
  data: RecurringEmailChangeData;
}) => {
  await db.insert(recurringEmailChanges).values({ recurringEmailId, authorId, kind, data });
};

/** The change logs of the e-mails, oldest entry first, with each author's name. */
export const findChangeLogs = async ({ db, ids }: { db: DatabaseExecutor; ids: string[] }) => {
  if (ids.length === 0) return [];
  return db
    .select({
      id: recurringEmailChanges.id,
      recurringEmailId: recurringEmailChanges.recurringEmailId,
      date: recurringEmailChanges.date,
      authorId: recurringEmailChanges.authorId,
      authorName: users.name,
      kind: recurringEmailChanges.kind,
      data: recurringEmailChanges.data,
    })
    .from(recurringEmailChanges)
    .leftJoin(users, eq(users.id, recurringEmailChanges.authorId))
    .where(inArray(recurringEmailChanges.recurringEmailId, ids))
    .orderBy(asc(recurringEmailChanges.date), asc(recurringEmailChanges.id));
};

/** The latest run of each e-mail (id and send date), by recurring e-mail id. */
export const findLastRuns = async ({ db, ids }: { db: DatabaseExecutor; ids: string[] }) => {
  const runs = new Map<string, { id: string; sendAt: Date }>();
  if (ids.length === 0) return runs;
  const rows = await db
    .selectDistinctOn([manualEmails.recurringEmailId], {
      recurringEmailId: manualEmails.recurringEmailId,
      id: manualEmails.id,
      sendAt: manualEmails.sendAt,
    })
    .from(manualEmails)
    .where(and(inArray(manualEmails.recurringEmailId, ids)))
    .orderBy(manualEmails.recurringEmailId, desc(manualEmails.sendAt));
  for (const { recurringEmailId, id, sendAt } of rows) {
    if (recurringEmailId) runs.set(recurringEmailId, { id, sendAt });
  }
  return runs;
};
