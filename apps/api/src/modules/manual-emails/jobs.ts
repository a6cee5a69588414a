// The campaign delivery loop of this process (issue 20): delivery.ts, every DELIVERY_POLL_MS while
// jobs are on (JOBS_ENABLED); the database keeps the processes from sending anything twice.
import type { FastifyPluginAsync } from 'fastify';
import { DELIVERY_POLL_MS, runDeliveryRound } from './delivery';

export const EMAIL_DELIVERY_POLLER = 'email-delivery';

export const manualEmailJobs: FastifyPluginAsync = async (app) => {
  app.jobs.poll({
    name: EMAIL_DELIVERY_POLLER,
    everyMs: DELIVERY_POLL_MS,
    handler: () =>
      runDeliveryRound({
        db: app.db,
        send: (mail) => app.mailer.send(mail),
        publicUrl: app.config.publicUrl,
        secret: app.config.sessionSecret,
      }),
  });
};
