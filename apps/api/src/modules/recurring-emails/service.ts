// The staff flows of recurring e-mails (issue 20, decision 047): the list, create, edit, toggle
// and "who receives what". Each change writes the row, a change-log entry (the data after it) and
// an audit entry in one transaction. The text and audience follow the manual e-mails' rules (the
// contract's schema, the class group's existence); the schedule gives next_run_at.
import type { GetRecurringEmailsGetEmailsQuery } from '@escola/contracts/get-recurring-emails-get-emails';
import type { RecurringEmailPayloadValues } from '@escola/contracts/recurring-email-payload';
import type { Database, DatabaseExecutor } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import { isCampaignRecipient } from '@escola/domain/email-campaigns';
import { nextRecurringRun, type RecurringEmailChangeKind } from '@escola/domain/recurring-emails';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { changedFields, recordAuditEntry } from '../audit-log/record-audit-entry';
import { checkAudienceClassGroup } from '../manual-emails/check-audience-class-group';
import { audienceOf, changeDataOf, presentRecurringEmails } from './present';
import {
  appendRecurringEmailChange,
  findActiveRecurringEmails,
  findRecurringEmailLocked,
  findRecurringEmailRow,
  findRecurringEmailsPage,
  insertRecurringEmail,
  updateRecurringEmailRow,
  type RecurringEmailValues,
} from './repository';
import { findRecipientFactsByEmail } from './recipient-facts';

type Actor = Pick<User, 'id' | 'email' | 'name'>;

const toValues = ({ data }: RecurringEmailPayloadValues): RecurringEmailValues => ({
  subject: data.subject,
  body: data.body,
  audienceKind: data.audience.kind,
  audienceValue:
    data.audience.kind === 'class-group' ? data.audience.value.toLowerCase() : data.audience.value,
  weekday: data.schedule.weekday,
  time: data.schedule.time,
});

const readPresented = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const row = await findRecurringEmailRow({ db, id });
  if (!row) throw new HttpError({ statusCode: 404, message: MESSAGES.recurringEmailNotFound });
  const [email] = await presentRecurringEmails({ db, rows: [row] });
  if (!email) throw new HttpError({ statusCode: 404, message: MESSAGES.recurringEmailNotFound });
  return email;
};

const lockExisting = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const current = await findRecurringEmailLocked({ db, id });
  if (!current) throw new HttpError({ statusCode: 404, message: MESSAGES.recurringEmailNotFound });
  return current;
};

/** The change-log entry and the audit entry of one change. */
const recordChange = async ({
  db,
  actor,
  id,
  kind,
  values,
  action,
  before,
  after,
}: {
  db: DatabaseExecutor;
  actor: Actor;
  id: string;
  kind: RecurringEmailChangeKind;
  values: RecurringEmailValues;
  action: 'recurring-email.create' | 'recurring-email.edit' | 'recurring-email.toggle';
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}) => {
  await appendRecurringEmailChange({
    db,
    recurringEmailId: id,
    authorId: actor.id,
    kind,
    data: changeDataOf(values),
  });
  await recordAuditEntry({
    db,
    actor,
    action,
    target: { type: 'recurring-email', id, label: values.subject },
    before,
    after,
  });
};

const auditFields = (values: RecurringEmailValues) => ({ ...values });

export const listRecurringEmails = async ({
  db,
  query,
}: {
  db: Database;
  query: GetRecurringEmailsGetEmailsQuery;
}) => {
  const { rows, total } = await findRecurringEmailsPage({ db, ...query });
  return {
    emails: await presentRecurringEmails({ db, rows }),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
};

export const createRecurringEmail = async ({
  db,
  actor,
  payload,
  now,
}: {
  db: Database;
  actor: Actor;
  payload: RecurringEmailPayloadValues;
  now: Date;
}) =>
  db.transaction(async (transaction) => {
    const values = toValues(payload);
    await checkAudienceClassGroup({ db: transaction, ...values });
    const nextRunAt = nextRecurringRun({ schedule: values, after: now });
    const row = await insertRecurringEmail({
      db: transaction,
      values,
      nextRunAt,
      createdBy: actor.id,
    });
    await recordChange({
      db: transaction,
      actor,
      id: row.id,
      kind: 'created',
      values,
      action: 'recurring-email.create',
      before: null,
      after: auditFields(values),
    });
    return readPresented({ db: transaction, id: row.id });
  });

export const editRecurringEmail = async ({
  db,
  actor,
  id,
  payload,
  now,
}: {
  db: Database;
  actor: Actor;
  id: string;
  payload: RecurringEmailPayloadValues;
  now: Date;
}) =>
  db.transaction(async (transaction) => {
    const current = await lockExisting({ db: transaction, id });
    const values = toValues(payload);
    await checkAudienceClassGroup({ db: transaction, ...values });
    const changes = changedFields({ before: auditFields(current), after: auditFields(values) });
    // An edit that changes nothing writes nothing (no change-log entry, no audit entry).
    if (Object.keys(changes.after).length === 0) return readPresented({ db: transaction, id });
    const scheduleChanged = 'weekday' in changes.after || 'time' in changes.after;
    await updateRecurringEmailRow({
      db: transaction,
      id,
      values:
        scheduleChanged && current.isActive
          ? { ...values, nextRunAt: nextRecurringRun({ schedule: values, after: now }) }
          : values,
    });
    await recordChange({
      db: transaction,
      actor,
      id,
      kind: 'edited',
      values,
      action: 'recurring-email.edit',
      ...changes,
    });
    return readPresented({ db: transaction, id });
  });

export const toggleRecurringEmail = async ({
  db,
  actor,
  id,
  isActive,
  now,
}: {
  db: Database;
  actor: Actor;
  id: string;
  isActive: boolean;
  now: Date;
}) =>
  db.transaction(async (transaction) => {
    const current = await lockExisting({ db: transaction, id });
    if (current.isActive === isActive) {
      throw new HttpError({
        statusCode: 409,
        message: MESSAGES.recurringEmailAlreadyInState(isActive),
      });
    }
    await updateRecurringEmailRow({
      db: transaction,
      id,
      values: {
        isActive,
        nextRunAt: isActive ? nextRecurringRun({ schedule: current, after: now }) : null,
      },
    });
    await recordChange({
      db: transaction,
      actor,
      id,
      kind: isActive ? 'activated' : 'deactivated',
      values: current,
      action: 'recurring-email.toggle',
      before: { isActive: current.isActive },
      after: { isActive },
    });
    return readPresented({ db: transaction, id });
  });

/** The active e-mails `email`'s owner would receive today; no account with it → 404. */
export const findRecurringEmailsByRecipient = async ({
  db,
  email,
}: {
  db: Database;
  email: string;
}) => {
  const found = await findRecipientFactsByEmail({ db, email });
  if (!found)
    throw new HttpError({ statusCode: 404, message: MESSAGES.recurringEmailRecipientNotFound });
  const rows = (await findActiveRecurringEmails({ db })).filter((row) =>
    isCampaignRecipient({ audience: audienceOf(row), recipient: found.facts }),
  );
  const everyone = isCampaignRecipient({
    audience: { kind: 'all', value: '' },
    recipient: found.facts,
  });
  return {
    recipient: found.recipient,
    isCampaignRecipient: everyone,
    emails: await presentRecurringEmails({ db, rows }),
  };
};
