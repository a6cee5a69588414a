// Schedules the daily purge of expired sessions and spent one-time tokens.
import type { FastifyPluginAsync } from 'fastify';
import {
  PURGE_EXPIRED_SESSIONS_CRON,
  PURGE_EXPIRED_SESSIONS_JOB,
  purgeExpiredSessionsAndTokens,
} from './service';

export const sessionPurgeJobs: FastifyPluginAsync = async (app) => {
  app.jobs.schedule({
    name: PURGE_EXPIRED_SESSIONS_JOB,
    cron: PURGE_EXPIRED_SESSIONS_CRON,
    handler: async ({ now }) => {
      const deleted = await purgeExpiredSessionsAndTokens({ db: app.db, now });
      app.log.info({ deleted }, 'sessões e tokens vencidos apagados');
    },
  });
};
