// A recurring e-mail as the admin page reads it (issue 20): its data with the audience's label,
// next run, last run with its deliveries (the manual e-mails' counts), today's recipient count
// and change log. One read for a page of e-mails: a query for the logs, one for the last runs,
// one for their deliveries, and a count per e-mail (5 a page).
import type {
  RecurringEmailChangeItem,
  RecurringEmailItem,
} from '@escola/contracts/recurring-email-payload';
import type { RecurringEmailChangeData } from '@escola/db/schema/recurring-emails';
import type { MessageAudience, MessageAudienceKind } from '@escola/domain/in-app-messages';
import type { RecurringEmailChangeKind } from '@escola/domain/recurring-emails';
import { countDeliveries, deliveryCountsOf } from '../manual-emails/repository';
import { countCampaignRecipients } from '../manual-emails/recipients';
import type { DatabaseExecutor } from '@escola/db/client';
import {
  findChangeLogs,
  findLastRuns,
  type RecurringEmailRow,
  type RecurringEmailValues,
} from './repository';

export const audienceOf = (values: Pick<RecurringEmailValues, 'audienceKind' | 'audienceValue'>) =>
  ({ kind: values.audienceKind, value: values.audienceValue }) as MessageAudience;

/** The e-mail's data as the change log keeps it. */
export const changeDataOf = (values: RecurringEmailValues): RecurringEmailChangeData => ({
  subject: values.subject,
  body: values.body,
  audience: { kind: values.audienceKind, value: values.audienceValue },
  schedule: { weekday: values.weekday, time: values.time },
});

const audienceLabel = (row: RecurringEmailRow) =>
  row.audienceKind === 'class-group'
    ? row.classGroupName
    : row.audienceKind === 'all'
      ? null
      : row.audienceValue;

export const presentRecurringEmails = async ({
  db,
  rows,
}: {
  db: DatabaseExecutor;
  rows: RecurringEmailRow[];
}): Promise<RecurringEmailItem[]> => {
  const ids = rows.map((row) => row.id);
  const logs = await findChangeLogs({ db, ids });
  const lastRuns = await findLastRuns({ db, ids });
  const deliveries = await countDeliveries({
    db,
    ids: [...lastRuns.values()].map((run) => run.id),
  });
  const items: RecurringEmailItem[] = [];
  for (const row of rows) {
    const run = lastRuns.get(row.id);
    const changeLog: RecurringEmailChangeItem[] = logs
      .filter((entry) => entry.recurringEmailId === row.id)
      .map((entry) => ({
        id: entry.id,
        date: entry.date.toISOString(),
        author: { id: entry.authorId, name: entry.authorName ?? '' },
        data: entry.data as RecurringEmailChangeItem['data'],
        kind: entry.kind as RecurringEmailChangeKind,
      }));
    items.push({
      id: row.id,
      isActive: row.isActive,
      data: {
        subject: row.subject,
        body: row.body,
        audience: {
          kind: row.audienceKind as MessageAudienceKind,
          value: row.audienceValue,
          label: audienceLabel(row),
        },
        schedule: { weekday: row.weekday, time: row.time },
      },
      nextRunAt: row.nextRunAt?.toISOString() ?? null,
      lastRun: run
        ? { sendDate: run.sendAt.toISOString(), deliveries: deliveryCountsOf(deliveries, run.id) }
        : null,
      recipientCount: await countCampaignRecipients({ db, audience: audienceOf(row) }),
      changeLog,
    });
  }
  return items;
};
