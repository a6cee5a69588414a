// The campaign delivery's pacing from the feature configuration (issue 20): e-mails per batch and
// the pause between batches, read on the server on every batch (a change applies to the next one).
import type { DatabaseExecutor } from '@escola/db/client';
import { findFeatureConfigRow } from './repository';
import { configOf } from './service';

export type EmailPacing = { batchSize: number; batchIntervalMs: number };

export const readEmailPacing = async ({ db }: { db: DatabaseExecutor }): Promise<EmailPacing> => {
  const config = configOf(await findFeatureConfigRow({ db }));
  return { batchSize: config.emailBatchSize, batchIntervalMs: config.emailBatchIntervalMs };
};
