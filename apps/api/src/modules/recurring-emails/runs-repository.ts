// SQL of the recurring e-mails' runs (issue 20, decision 047), safe with any number of processes:
// the next due e-mail is locked FOR UPDATE SKIP LOCKED (one process takes it), and in the same
// transaction its run is written — a manual_emails row linked to it, with its subject, body and
// audience and the run's time as send date, which the manual delivery then sends — and its
// next_run_at moved to the schedule's next occurrence after now (a missed one runs once).
import { sql } from 'drizzle-orm';
import { manualEmails } from '@escola/db/schema/manual-emails';
import { recurringEmails, type RecurringEmail } from '@escola/db/schema/recurring-emails';
import { nextRecurringRun } from '@escola/domain/recurring-emails';
import type { DatabaseExecutor } from '@escola/db/client';

/** Writes the run of the next due recurring e-mail; false when none is due. */
export const startNextDueRun = async ({ db }: { db: DatabaseExecutor }): Promise<boolean> => {
  const [due] = await db
    .select()
    .from(recurringEmails)
    .where(sql`${recurringEmails.isActive} and ${recurringEmails.nextRunAt} <= now()`)
    .orderBy(recurringEmails.nextRunAt)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return false;
  await writeRun({ db, email: due });
  return true;
};

const writeRun = async ({ db, email }: { db: DatabaseExecutor; email: RecurringEmail }) => {
  const result = await db.execute<{ now: string | Date }>(sql`select now() as now`);
  const now = new Date(result.rows[0]?.now ?? Date.now());
  await db.insert(manualEmails).values({
    subject: email.subject,
    body: email.body,
    audienceKind: email.audienceKind,
    audienceValue: email.audienceValue,
    sendAt: now,
    createdBy: email.createdBy,
    recurringEmailId: email.id,
  });
  await db
    .update(recurringEmails)
    .set({ nextRunAt: nextRecurringRun({ schedule: email, after: now }) })
    .where(sql`${recurringEmails.id} = ${email.id}`);
};
