// SQL of the campaign delivery (issue 20). Three steps, each safe with any number of processes:
// - start: an e-mail whose send date came is locked (SKIP LOCKED: one process takes it), its
//   recipients written in one INSERT … SELECT and its status set to sending, in one transaction;
// - pace: the one row of email_pacing is moved forward by whoever starts a batch (an UPDATE that
//   matches only when the time has come, so one process wins each slot);
// - claim: one pending delivery at a time, FOR UPDATE SKIP LOCKED, kept locked while its message
//   is sent and marked in the same transaction.
import { sql } from 'drizzle-orm';
import { emailDeliveries, emailPacing, manualEmails } from '@escola/db/schema/manual-emails';
import { users } from '@escola/db/schema/users';
import type { MessageAudience } from '@escola/domain/in-app-messages';
import type { DatabaseExecutor } from '@escola/db/client';
import { campaignRecipientCondition } from './recipients';

/** Writes the recipients of the next due e-mail and sets it on its way; false when none is due. */
export const startNextDueEmail = async ({ db }: { db: DatabaseExecutor }): Promise<boolean> => {
  const due = await db.execute<{ id: string; audience_kind: string; audience_value: string }>(sql`
    select ${manualEmails.id} as id, ${manualEmails.audienceKind} as audience_kind,
      ${manualEmails.audienceValue} as audience_value
    from ${manualEmails}
    where ${manualEmails.status} = 'scheduled' and ${manualEmails.sendAt} <= now()
    order by ${manualEmails.sendAt}
    limit 1
    for update skip locked`);
  const email = due.rows[0];
  if (!email) return false;
  const audience = { kind: email.audience_kind, value: email.audience_value } as MessageAudience;
  const inserted = await db.execute<{ count: number }>(sql`
    with inserted as (
      insert into ${emailDeliveries} (email_id, user_id, email)
      select ${email.id}::uuid, ${users.id}, ${users.email} from ${users}
      where ${campaignRecipientCondition(audience)}
      returning 1)
    select count(*)::int as count from inserted`);
  const recipientCount = inserted.rows[0]?.count ?? 0;
  await db
    .update(manualEmails)
    .set({ status: recipientCount === 0 ? 'sent' : 'sending', recipientCount })
    .where(sql`${manualEmails.id} = ${email.id}`);
  return true;
};

/** Whether any delivery is waiting for its turn now. */
export const hasDueDelivery = async ({ db }: { db: DatabaseExecutor }): Promise<boolean> => {
  const result = await db.execute(sql`
    select 1 from ${emailDeliveries}
    where ${emailDeliveries.status} = 'pending' and ${emailDeliveries.nextAttemptAt} <= now()
    limit 1`);
  return result.rows.length > 0;
};

/**
 * Takes the next batch slot when its time has come: the row then says "not before the batch ends
 * plus a lease" (a process killed mid-batch holds the others back at most `leaseMs`).
 */
export const claimBatchSlot = async ({
  db,
  leaseMs,
}: {
  db: DatabaseExecutor;
  leaseMs: number;
}): Promise<boolean> => {
  const result = await db.execute(sql`
    update ${emailPacing}
    set next_batch_at = now() + ${leaseMs} * interval '1 millisecond'
    where ${emailPacing.id} = 1 and ${emailPacing.nextBatchAt} <= now()
    returning 1`);
  return result.rows.length > 0;
};

/** The batch has ended: the next one may start `intervalMs` from now (not from its start). */
export const releaseBatchSlot = async ({
  db,
  intervalMs,
}: {
  db: DatabaseExecutor;
  intervalMs: number;
}) => {
  await db.execute(sql`
    update ${emailPacing}
    set next_batch_at = clock_timestamp() + ${intervalMs} * interval '1 millisecond'
    where ${emailPacing.id} = 1`);
};

export type ClaimedDelivery = {
  emailId: string;
  userId: string;
  email: string;
  attempts: number;
  subject: string;
  body: string;
  updatedAt: Date;
  /** null: the account was deleted since the recipients were written. */
  name: string | null;
  username: string | null;
  sendQuincyEmail: boolean | null;
};

/**
 * The next pending delivery whose time has come, locked until the transaction ends: picked alone
 * on email_deliveries_pending_index, then joined (pending rows only exist for e-mails on their
 * way: cancelling deletes them).
 */
export const claimNextDelivery = async ({
  db,
}: {
  db: DatabaseExecutor;
}): Promise<ClaimedDelivery | undefined> => {
  const result = await db.execute<{
    email_id: string;
    user_id: string;
    email: string;
    attempts: number;
    subject: string;
    body: string;
    updated_at: string | Date;
    name: string | null;
    username: string | null;
    send_quincy_email: boolean | null;
  }>(sql`
    with next as (
      select email_id, user_id, email, attempts from ${emailDeliveries}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit 1
      for update skip locked)
    select next.email_id, next.user_id, next.email, next.attempts, e.subject, e.body,
      e.updated_at, u.name, u.username, u.send_quincy_email
    from next
    join ${manualEmails} e on e.id = next.email_id
    left join ${users} u on u.id = next.user_id`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    emailId: row.email_id,
    userId: row.user_id,
    email: row.email,
    attempts: Number(row.attempts),
    subject: row.subject,
    body: row.body,
    updatedAt: new Date(row.updated_at),
    name: row.name,
    username: row.username,
    sendQuincyEmail: row.send_quincy_email,
  };
};

type DeliveryKey = { emailId: string; userId: string };

const whereDelivery = ({ emailId, userId }: DeliveryKey) =>
  sql`${emailDeliveries.emailId} = ${emailId} and ${emailDeliveries.userId} = ${userId}`;

export const markDeliverySent = async ({ db, key }: { db: DatabaseExecutor; key: DeliveryKey }) => {
  await db.execute(sql`
    update ${emailDeliveries}
    set status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = null
    where ${whereDelivery(key)}`);
};

export const markDeliveryFailed = async ({
  db,
  key,
  error,
  countsAsAttempt,
}: {
  db: DatabaseExecutor;
  key: DeliveryKey;
  error: string;
  /** false when nothing was tried (the learner unsubscribed or was deleted meanwhile). */
  countsAsAttempt: boolean;
}) => {
  await db.execute(sql`
    update ${emailDeliveries}
    set status = 'failed', attempts = attempts + ${countsAsAttempt ? 1 : 0}, last_error = ${error}
    where ${whereDelivery(key)}`);
};

export const scheduleDeliveryRetry = async ({
  db,
  key,
  error,
  delayMs,
}: {
  db: DatabaseExecutor;
  key: DeliveryKey;
  error: string;
  delayMs: number;
}) => {
  await db.execute(sql`
    update ${emailDeliveries}
    set attempts = attempts + 1, last_error = ${error},
      next_attempt_at = now() + ${delayMs} * interval '1 millisecond'
    where ${whereDelivery(key)}`);
};

/** E-mails on their way with nothing left pending are sent. */
export const finishSentEmails = async ({ db }: { db: DatabaseExecutor }) => {
  await db.execute(sql`
    update ${manualEmails} e set status = 'sent'
    where e.status = 'sending' and not exists (
      select 1 from ${emailDeliveries} d where d.email_id = e.id and d.status = 'pending')`);
};
