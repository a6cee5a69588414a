// The recurring e-mails' runs (issue 20, decision 047): every RUNS_POLL_MS each API process with
// jobs on writes the run of every recurring e-mail whose next occurrence came, each in a
// transaction of its own (runs-repository.ts); the manual e-mails' delivery sends them.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '@escola/db/client';
import { DELIVERY_POLL_MS } from '../manual-emails/delivery';
import { startNextDueRun } from './runs-repository';

export const RECURRING_EMAIL_RUNS_POLLER = 'recurring-email-runs';

/** Writes the run of every due recurring e-mail; answers how many were written. */
export const startDueRuns = async ({ db }: { db: Database }): Promise<number> => {
  let started = 0;
  while (await db.transaction(async (transaction) => startNextDueRun({ db: transaction }))) {
    started += 1;
  }
  return started;
};

export const recurringEmailJobs: FastifyPluginAsync = async (app) => {
  app.jobs.poll({
    name: RECURRING_EMAIL_RUNS_POLLER,
    everyMs: DELIVERY_POLL_MS,
    handler: async () => {
      await startDueRuns({ db: app.db });
    },
  });
};
