// The staff flows of manual e-mails (issue 20): the list with delivery counts, how many learners an
// audience reaches, schedule, edit (only while scheduled) and cancel (scheduled or on its way),
// each change written with its audit entry in one transaction. A send date must be in the future;
// a class group named as the audience must exist (404 otherwise).
import type { GetManualEmailsGetEmailsQuery } from '@escola/contracts/get-manual-emails-get-emails';
import type {
  ManualEmailItem,
  ManualEmailPayloadValues,
} from '@escola/contracts/manual-email-payload';
import type { Database, DatabaseExecutor } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import {
  MANUAL_EMAIL_STATUS_LABELS,
  canCancelManualEmail,
  canEditManualEmail,
  isFutureSendDate,
  type ManualEmailStatus,
} from '@escola/domain/email-campaigns';
import type { MessageAudience, MessageAudienceKind } from '@escola/domain/in-app-messages';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { changedFields, recordAuditEntry } from '../audit-log/record-audit-entry';
import { checkAudienceClassGroup } from './check-audience-class-group';
import { countCampaignRecipients } from './recipients';
import {
  cancelManualEmailRow,
  countDeliveries,
  deliveryCountsOf,
  findManualEmailLocked,
  findManualEmailRow,
  findManualEmailsPage,
  insertManualEmail,
  updateManualEmailRow,
  type DeliveryCounts,
  type ManualEmailRow,
  type ManualEmailValues,
} from './repository';

type Actor = Pick<User, 'id' | 'email' | 'name'>;

const statusOf = (status: string) => status as ManualEmailStatus;

const presentManualEmail = ({
  row,
  deliveries,
}: {
  row: ManualEmailRow;
  deliveries: DeliveryCounts;
}): ManualEmailItem => ({
  id: row.id,
  isActive: row.isActive,
  status: statusOf(row.status),
  statusLabel: MANUAL_EMAIL_STATUS_LABELS[statusOf(row.status)],
  sendDate: row.sendAt.toISOString(),
  data: {
    subject: row.subject,
    body: row.body,
    audience: {
      kind: row.audienceKind as MessageAudienceKind,
      value: row.audienceValue,
      label:
        row.audienceKind === 'class-group'
          ? row.classGroupName
          : row.audienceKind === 'all'
            ? null
            : row.audienceValue,
    },
  },
  recipientCount: row.recipientCount,
  deliveries,
  createdBy: { id: row.createdBy, name: row.authorName ?? '' },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const audienceOf = (values: Pick<ManualEmailValues, 'audienceKind' | 'audienceValue'>) =>
  ({ kind: values.audienceKind, value: values.audienceValue }) as MessageAudience;

const toValues = (payload: ManualEmailPayloadValues): ManualEmailValues => ({
  subject: payload.data.subject,
  body: payload.data.body,
  audienceKind: payload.data.audience.kind,
  audienceValue:
    payload.data.audience.kind === 'class-group'
      ? payload.data.audience.value.toLowerCase()
      : payload.data.audience.value,
  sendAt: new Date(payload.sendDate),
});

const auditFields = (values: ManualEmailValues) => ({
  subject: values.subject,
  body: values.body,
  audienceKind: values.audienceKind,
  audienceValue: values.audienceValue,
  sendAt: values.sendAt.toISOString(),
});

const checkValues = async ({
  db,
  values,
  now,
}: {
  db: DatabaseExecutor;
  values: ManualEmailValues;
  now: Date;
}) => {
  if (!isFutureSendDate({ sendAt: values.sendAt, now })) {
    throw new HttpError({ statusCode: 400, message: MESSAGES.manualEmailSendDateInPast });
  }
  await checkAudienceClassGroup({ db, ...values });
};

const readPresented = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const row = await findManualEmailRow({ db, id });
  if (!row) throw new HttpError({ statusCode: 404, message: MESSAGES.manualEmailNotFound });
  const counts = await countDeliveries({ db, ids: [id] });
  return presentManualEmail({ row, deliveries: deliveryCountsOf(counts, id) });
};

const lockExisting = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const current = await findManualEmailLocked({ db, id });
  if (!current) throw new HttpError({ statusCode: 404, message: MESSAGES.manualEmailNotFound });
  return current;
};

export const listManualEmails = async ({
  db,
  query,
}: {
  db: Database;
  query: GetManualEmailsGetEmailsQuery;
}) => {
  const { rows, total } = await findManualEmailsPage({ db, ...query });
  const counts = await countDeliveries({ db, ids: rows.map((row) => row.id) });
  return {
    emails: rows.map((row) =>
      presentManualEmail({ row, deliveries: deliveryCountsOf(counts, row.id) }),
    ),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
};

export const countRecipients = async ({
  db,
  audience,
}: {
  db: Database;
  audience: MessageAudience;
}) => ({ recipientCount: await countCampaignRecipients({ db, audience }) });

export const scheduleManualEmail = async ({
  db,
  actor,
  payload,
  now,
}: {
  db: Database;
  actor: Actor;
  payload: ManualEmailPayloadValues;
  now: Date;
}) =>
  db.transaction(async (transaction) => {
    const values = toValues(payload);
    await checkValues({ db: transaction, values, now });
    const row = await insertManualEmail({ db: transaction, values, createdBy: actor.id });
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'manual-email.create',
      target: { type: 'manual-email', id: row.id, label: row.subject },
      before: null,
      after: auditFields(values),
    });
    return {
      email: await readPresented({ db: transaction, id: row.id }),
      recipientCount: await countCampaignRecipients({
        db: transaction,
        audience: audienceOf(values),
      }),
    };
  });

export const editManualEmail = async ({
  db,
  actor,
  id,
  payload,
  now,
}: {
  db: Database;
  actor: Actor;
  id: string;
  payload: ManualEmailPayloadValues;
  now: Date;
}) =>
  db.transaction(async (transaction) => {
    const current = await lockExisting({ db: transaction, id });
    const status = statusOf(current.status);
    if (!canEditManualEmail(status)) {
      throw new HttpError({
        statusCode: 409,
        message: MESSAGES.manualEmailNotEditable(MANUAL_EMAIL_STATUS_LABELS[status]),
      });
    }
    const values = toValues(payload);
    await checkValues({ db: transaction, values, now });
    const changes = changedFields({ before: auditFields(current), after: auditFields(values) });
    // An edit that changes nothing writes nothing (no new updated_at, no audit entry).
    if (Object.keys(changes.after).length > 0) {
      await updateManualEmailRow({ db: transaction, id, values });
      await recordAuditEntry({
        db: transaction,
        actor,
        action: 'manual-email.edit',
        target: { type: 'manual-email', id, label: values.subject },
        ...changes,
      });
    }
    return {
      email: await readPresented({ db: transaction, id }),
      recipientCount: await countCampaignRecipients({
        db: transaction,
        audience: audienceOf(values),
      }),
    };
  });

export const cancelManualEmail = async ({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: Actor;
  id: string;
}) =>
  db.transaction(async (transaction) => {
    const current = await lockExisting({ db: transaction, id });
    const status = statusOf(current.status);
    if (!canCancelManualEmail(status)) {
      throw new HttpError({
        statusCode: 409,
        message: MESSAGES.manualEmailNotCancellable(MANUAL_EMAIL_STATUS_LABELS[status]),
      });
    }
    await cancelManualEmailRow({ db: transaction, id });
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'manual-email.cancel',
      target: { type: 'manual-email', id, label: current.subject },
      before: { status, isActive: true },
      after: { status: 'cancelled', isActive: false },
    });
    return readPresented({ db: transaction, id });
  });
