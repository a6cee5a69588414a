// SQL of automatic e-mails (issue 20, decision 046): the rows with the name of who last changed
// them, one row as the account flows read it when they send, and the writes (row locked first).
import { asc, eq } from 'drizzle-orm';
import { automaticEmails, type AutomaticEmail } from '@escola/db/schema/automatic-emails';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

export type AutomaticEmailRow = AutomaticEmail & { updatedByName: string | null };

const selectRows = (db: DatabaseExecutor) =>
  db
    .select({ row: automaticEmails, updatedByName: users.name })
    .from(automaticEmails)
    .leftJoin(users, eq(users.id, automaticEmails.updatedBy));

const flatten = ({
  row,
  updatedByName,
}: {
  row: AutomaticEmail;
  updatedByName: string | null;
}) => ({
  ...row,
  updatedByName,
});

export const findAutomaticEmailRows = async ({
  db,
}: {
  db: DatabaseExecutor;
}): Promise<AutomaticEmailRow[]> =>
  (await selectRows(db).orderBy(asc(automaticEmails.id))).map(flatten);

export const findAutomaticEmailRow = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<AutomaticEmailRow | undefined> => {
  const [found] = await selectRows(db).where(eq(automaticEmails.id, id));
  return found && flatten(found);
};

/** Subject, body and whether it is on: what a flow needs to send it. */
export const findAutomaticEmailContent = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<Pick<AutomaticEmail, 'isActive' | 'subject' | 'body'> | undefined> => {
  const [found] = await db
    .select({
      isActive: automaticEmails.isActive,
      subject: automaticEmails.subject,
      body: automaticEmails.body,
    })
    .from(automaticEmails)
    .where(eq(automaticEmails.id, id));
  return found;
};

export const findAutomaticEmailLocked = async ({
  db,
  id,
}: {
  db: DatabaseExecutor;
  id: string;
}): Promise<AutomaticEmail | undefined> => {
  const [found] = await db
    .select()
    .from(automaticEmails)
    .where(eq(automaticEmails.id, id))
    .for('update');
  return found;
};

export const updateAutomaticEmailRow = async ({
  db,
  id,
  values,
  updatedBy,
}: {
  db: DatabaseExecutor;
  id: string;
  values: Partial<Pick<AutomaticEmail, 'isActive' | 'subject' | 'body'>>;
  updatedBy: string;
}): Promise<void> => {
  await db
    .update(automaticEmails)
    .set({ ...values, updatedBy, updatedAt: new Date() })
    .where(eq(automaticEmails.id, id));
};
