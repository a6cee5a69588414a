// SQL of the staff side of manual e-mails (issue 20): the list by send date (newest first, with
// each e-mail's delivery counts from email_deliveries_email_status_index), one e-mail with its
// class group's and author's names, and the writes. Writes lock the e-mail's row, as the delivery
// does when the send date comes: an edit and the start of a delivery never interleave.
import { desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { classGroups } from '@escola/db/schema/class-groups';
import {
  emailDeliveries,
  manualEmails,
  type ManualEmail,
  type NewManualEmail,
} from '@escola/db/schema/manual-emails';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

export type ManualEmailRow = ManualEmail & {
  classGroupName: string | null;
  authorName: string | null;
};

export type DeliveryCounts = { sent: number; failed: number; pending: number };

const classGroupOfAudience = sql`${manualEmails.audienceKind} = 'class-group' and ${classGroups.id}::text = ${manualEmails.audienceValue}`;

const selectManualEmails = (db: DatabaseExecutor) =>
  db
    .select({
      row: manualEmails,
      classGroupName: classGroups.name,
      authorName: users.name,
    })
    .from(manualEmails)
    .leftJoin(classGroups, classGroupOfAudience)
    .leftJoin(users, eq(users.id, manualEmails.createdBy));

const flatten = ({
  row,
  classGroupName,
  authorName,
}: {
  row: ManualEmail;
  classGroupName: string | null;
  authorName: string | null;
}): ManualEmailRow => ({ ...row, classGroupName, authorName });

export const findManualEmailRow = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<ManualEmailRow | undefined> => {
  const [found] = await selectManualEmails(db).where(eq(manualEmails.id, id)).limit(1);
  return found && flatten(found);
};

/** The e-mail, locked until the transaction ends. */
export const findManualEmailLocked = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<ManualEmail | undefined> => {
  const [row] = await db
    .select()
    .from(manualEmails)
    .where(eq(manualEmails.id, id))
    .limit(1)
    .for('update');
  return row;
};

export type ManualEmailValues = Required<
  Pick<NewManualEmail, 'subject' | 'body' | 'audienceKind' | 'audienceValue' | 'sendAt'>
>;

export const insertManualEmail = async ({
  db,
  values,
  createdBy,
}: {
  db: DatabaseExecutor;
  values: ManualEmailValues;
  createdBy: string;
}): Promise<ManualEmail> => {
  const [row] = await db
    .insert(manualEmails)
    .values({ ...values, createdBy })
    .returning();
  if (!row) throw new Error('e-mail não gravado');
  return row;
};

export const updateManualEmailRow = async ({
  db,
  id,
  values,
}: {
  db: DatabaseExecutor;
  id: string;
  values: ManualEmailValues;
}) => {
  await db.update(manualEmails).set(values).where(eq(manualEmails.id, id));
};

/** Cancels the e-mail; what was not sent yet is dropped (what was sent stays recorded). */
export const cancelManualEmailRow = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  await db
    .update(manualEmails)
    .set({ status: 'cancelled', isActive: false })
    .where(eq(manualEmails.id, id));
  await db
    .delete(emailDeliveries)
    .where(sql`${emailDeliveries.emailId} = ${id} and ${emailDeliveries.status} = 'pending'`);
};

export const findManualEmailsPage = async ({
  db,
  pageNumber,
  pageSize,
}: {
  db: DatabaseExecutor;
  pageNumber: number;
  pageSize: number;
}) => {
  // The runs of recurring e-mails are listed with them, not here (decision 047).
  const manualOnly = isNull(manualEmails.recurringEmailId);
  const rows = await selectManualEmails(db)
    .where(manualOnly)
    .orderBy(desc(manualEmails.sendAt), desc(manualEmails.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(manualEmails)
    .where(manualOnly);
  return { rows: rows.map(flatten), total: total?.count ?? 0 };
};

const NO_DELIVERIES: DeliveryCounts = { sent: 0, failed: 0, pending: 0 };

/** Sent, failed and pending deliveries of each e-mail, by id. */
export const countDeliveries = async ({
  db,
  ids,
}: {
  db: DatabaseExecutor;
  ids: string[];
}): Promise<Map<string, DeliveryCounts>> => {
  const counts = new Map<string, DeliveryCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      emailId: emailDeliveries.emailId,
      status: emailDeliveries.status,
      count: sql<number>`count(*)::int`,
    })
    .from(emailDeliveries)
    .where(inArray(emailDeliveries.emailId, ids))
    .groupBy(emailDeliveries.emailId, emailDeliveries.status);
  for (const { emailId, status, count } of rows) {
    const current = counts.get(emailId) ?? { ...NO_DELIVERIES };
    current[status as keyof DeliveryCounts] = count;
    counts.set(emailId, current);
  }
  return counts;
};

export const deliveryCountsOf = (counts: Map<string, DeliveryCounts>, id: string) =>
  counts.get(id) ?? NO_DELIVERIES;
