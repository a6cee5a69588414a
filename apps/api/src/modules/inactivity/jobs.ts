// Schedules the daily block of learners inactive for INACTIVITY_BLOCK_DAYS (decision 012).
import type { FastifyPluginAsync } from 'fastify';
import {
  BLOCK_INACTIVE_ACCOUNTS_CRON,
  BLOCK_INACTIVE_ACCOUNTS_JOB,
  blockInactiveAccounts,
} from './service';

export const inactivityJobs: FastifyPluginAsync = async (app) => {
  app.jobs.schedule({
    name: BLOCK_INACTIVE_ACCOUNTS_JOB,
    cron: BLOCK_INACTIVE_ACCOUNTS_CRON,
    handler: async ({ now }) => {
      const blocked = await blockInactiveAccounts({ db: app.db, now });
      app.log.info({ blocked }, 'contas bloqueadas por inatividade');
    },
  });
};
