// Schedules the daily deletion of accounts whose grace period is over.
import type { FastifyPluginAsync } from 'fastify';
import { recipientNameOf } from '@escola/domain/automatic-emails';
import { sendAutomaticEmail } from '../automatic-emails/send-automatic-email';
import { formatSchoolDate } from '@escola/domain/zoned-date';
import {
  DELETE_REQUESTED_ACCOUNTS_CRON,
  DELETE_REQUESTED_ACCOUNTS_JOB,
  deleteRequestedAccounts,
} from './service';

export const accountDeletionJobs: FastifyPluginAsync = async (app) => {
  app.jobs.schedule({
    name: DELETE_REQUESTED_ACCOUNTS_JOB,
    cron: DELETE_REQUESTED_ACCOUNTS_CRON,
    handler: async ({ now }) => {
      const deleted = await deleteRequestedAccounts({
        db: app.db,
        now,
        onDeleted: async (account) => {
          // The account is gone whatever happens to the e-mail: a failure is logged, not retried.
          try {
            await sendAutomaticEmail({
              db: app.db,
              mailer: app.mailer,
              id: 'account-deleted',
              to: account.email,
              values: {
                nome: recipientNameOf(account),
                usuario: account.username,
                // Due accounts were all asked for; today stands in for a record without the date.
                data_pedido: formatSchoolDate(account.requestedAt ?? now),
              },
            });
          } catch (error) {
            app.log.error({ err: error }, 'e-mail de conta excluída não enviado');
          }
        },
      });
      app.log.info({ deleted }, 'contas com exclusão pedida excluídas');
    },
  });
};
