// The campaign delivery (issue 20), run every DELIVERY_POLL_MS by each API process with jobs on
// (jobs.ts). One round: start the e-mails whose send date came (their recipients written at once),
// then, when deliveries are waiting and the shared pacing row lets this process start a batch, send
// at most `batchSize` messages, one at a time: each delivery row is locked (SKIP LOCKED), its
// message handed to the SMTP server, and the row marked sent in the same transaction, committed as
// soon as the server accepted it. A process killed mid-batch loses only its uncommitted row locks:
// those rows are pending again for the next batch. The one message that can go twice is the one
// the server accepted in the instant before the COMMIT that the process never made.
// The next batch starts `batchIntervalMs` after the previous one ended, whichever process runs it.
import type { Database } from '@escola/db/client';
import { deliveryOutcomeOfFailure } from '@escola/domain/email-campaigns';
import type { OutgoingMail } from '../../plugins/mailer';
import { readEmailPacing, type EmailPacing } from '../features/email-delivery-config';
import {
  claimBatchSlot,
  claimNextDelivery,
  finishSentEmails,
  hasDueDelivery,
  markDeliveryFailed,
  markDeliverySent,
  releaseBatchSlot,
  scheduleDeliveryRetry,
  startNextDueEmail,
  type ClaimedDelivery,
} from './delivery-repository';
import { prepareCampaignEmail, type PreparedCampaign } from './render-campaign-email';
import { createUnsubscribeToken } from './unsubscribe-token';
import { unsubscribePath } from '@escola/contracts/unsubscribe-paths';

/** How often each process looks for work. */
export const DELIVERY_POLL_MS = 500;
/** A batch slot is held this long past its start at most (a killed process's slot frees then). */
export const BATCH_LEASE_MS = 60_000;
const ERROR_MAX_LENGTH = 500;

export const DELIVERY_SKIPPED = {
  unsubscribed: 'Não enviado: o estudante deixou de aceitar e-mails antes do envio.',
  deleted: 'Não enviado: a conta foi excluída antes do envio.',
} as const;

export type DeliveryContext = {
  db: Database;
  send: (mail: OutgoingMail) => Promise<void>;
  publicUrl: string;
  secret: string;
};

/** Campaigns rendered once per process (keyed by id and last edit). */
const prepared = new Map<string, PreparedCampaign>();
const PREPARED_LIMIT = 20;

const preparedCampaignOf = (delivery: ClaimedDelivery, publicUrl: string): PreparedCampaign => {
  const key = `${delivery.emailId}:${delivery.updatedAt.getTime()}`;
  const cached = prepared.get(key);
  if (cached) return cached;
  const campaign = prepareCampaignEmail({
    subject: delivery.subject,
    body: delivery.body,
    publicUrl,
  });
  if (prepared.size >= PREPARED_LIMIT) prepared.clear();
  prepared.set(key, campaign);
  return campaign;
};

const describeError = (error: unknown): { message: string; responseCode: number | undefined } => {
  const details = error as { message?: unknown; responseCode?: unknown };
  const message = typeof details.message === 'string' ? details.message : String(error);
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  return { message: message.slice(0, ERROR_MAX_LENGTH), responseCode };
};

/** Sends the next due delivery, if any; false when there was none. */
export const sendNextDelivery = async (context: DeliveryContext): Promise<boolean> =>
  context.db.transaction(async (transaction) => {
    const delivery = await claimNextDelivery({ db: transaction });
    if (!delivery) return false;
    const key = { emailId: delivery.emailId, userId: delivery.userId };
    if (delivery.sendQuincyEmail !== true) {
      const error =
        delivery.sendQuincyEmail === null
          ? DELIVERY_SKIPPED.deleted
          : DELIVERY_SKIPPED.unsubscribed;
      await markDeliveryFailed({ db: transaction, key, error, countsAsAttempt: false });
      return true;
    }
    const unsubscribeUrl = `${context.publicUrl}${unsubscribePath(
      createUnsubscribeToken({ secret: context.secret, userId: delivery.userId }),
    )}`;
    const mail = preparedCampaignOf(
      delivery,
      context.publicUrl,
    )({
      name: delivery.name?.trim() || delivery.username || '',
      unsubscribeUrl,
    });
    try {
      await context.send({ to: delivery.email, ...mail });
    } catch (error) {
      const { message, responseCode } = describeError(error);
      const outcome = deliveryOutcomeOfFailure({ responseCode, attempts: delivery.attempts + 1 });
      if (outcome.kind === 'failed') {
        await markDeliveryFailed({ db: transaction, key, error: message, countsAsAttempt: true });
      } else {
        await scheduleDeliveryRetry({
          db: transaction,
          key,
          error: message,
          delayMs: outcome.delayMs,
        });
      }
      return true;
    }
    await markDeliverySent({ db: transaction, key });
    return true;
  });

/** Starts every e-mail whose send date came, each in a transaction of its own. */
export const startDueEmails = async ({ db }: { db: Database }) => {
  while (await db.transaction(async (transaction) => startNextDueEmail({ db: transaction }))) {
    // Next one.
  }
};

/** Sends one batch when work is waiting and the pacing allows; answers how many were handled. */
export const sendBatch = async ({
  pacing,
  ...context
}: DeliveryContext & { pacing: EmailPacing }): Promise<number> => {
  if (!(await hasDueDelivery({ db: context.db }))) return 0;
  const leaseMs = pacing.batchIntervalMs + BATCH_LEASE_MS;
  if (!(await claimBatchSlot({ db: context.db, leaseMs }))) return 0;
  let handled = 0;
  try {
    while (handled < pacing.batchSize && (await sendNextDelivery(context))) handled += 1;
  } finally {
    await releaseBatchSlot({ db: context.db, intervalMs: pacing.batchIntervalMs });
  }
  return handled;
};

/** One round of a process's delivery loop. */
export const runDeliveryRound = async (context: DeliveryContext) => {
  await startDueEmails({ db: context.db });
  await sendBatch({ ...context, pacing: await readEmailPacing({ db: context.db }) });
  await finishSentEmails({ db: context.db });
};
