// DELETE /account/delete, GET /account/user-deleted, POST /account/revert-delete
// (docs/product/accounts.md; decision 011). Signed-in only; the two mutating calls are CSRF-checked
// by the plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DELETE_PATH,
  deleteAccountDeleteResponseSchema,
} from '@escola/contracts/delete-account-delete';
import { flashSchema } from '@escola/contracts/flash';
import {
  ACCOUNT_DELETION_STATUS_PATH,
  getAccountUserDeletedResponseSchema,
} from '@escola/contracts/get-account-user-deleted';
import {
  ACCOUNT_REVERT_DELETE_PATH,
  postAccountRevertDeleteResponseSchema,
} from '@escola/contracts/post-account-revert-delete';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  getAccountDeletionDueAt,
  getDaysToDelete,
} from '@escola/domain/account-deletion';
import { recipientNameOf } from '@escola/domain/automatic-emails';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireUser } from '../../plugins/require-user';
import { sendAutomaticEmail } from '../automatic-emails/send-automatic-email';
import { formatSchoolDate } from '@escola/domain/zoned-date';
import { requestAccountDeletion, revertAccountDeletion } from './service';

const TAGS = ['conta'];
/** Where the e-mail sends the learner to cancel: the settings page's "Excluir conta" section. */
const SETTINGS_DELETION_PATH = '/settings#excluir-conta';

export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    ACCOUNT_DELETE_PATH,
    {
      schema: {
        tags: TAGS,
        summary: `Pede a exclusão da conta (feita em ${ACCOUNT_DELETION_GRACE_DAYS} dias, se não for cancelada); encerra as outras sessões e avisa por e-mail`,
        description:
          'Pedir de novo mantém a data do primeiro pedido. Contas da equipe não podem pedir (403).',
        response: {
          200: deleteAccountDeleteResponseSchema,
          401: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = new Date();
      const outcome = await requestAccountDeletion({
        db: app.db,
        user,
        sessionId: request.session?.id ?? '',
        now,
      });
      if (outcome.kind === 'staff') {
        throw new HttpError({
          statusCode: 403,
          message: MESSAGES.accountDeletionForbiddenForStaff,
        });
      }
      if (outcome.isNew) {
        const deletionDate = getAccountDeletionDueAt({ requestedAt: outcome.requestedAt });
        try {
          await sendAutomaticEmail({
            db: app.db,
            mailer: app.mailer,
            id: 'account-deletion-requested',
            to: user.email,
            values: {
              nome: recipientNameOf(user),
              dias: String(ACCOUNT_DELETION_GRACE_DAYS),
              data_exclusao: formatSchoolDate(deletionDate),
              link: `${app.config.publicUrl}${SETTINGS_DELETION_PATH}`,
            },
          });
        } catch (error) {
          app.log.error({ err: error }, 'aviso de exclusão de conta não enviado');
        }
      }
      return {
        type: 'success' as const,
        message: MESSAGES.accountDeletionRequested(outcome.daysToDelete),
      };
    },
  );

  app.get(
    ACCOUNT_DELETION_STATUS_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Estado do pedido de exclusão da conta (dias que faltam)',
        response: { 200: getAccountUserDeletedResponseSchema, 401: flashSchema, 403: flashSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const daysToDelete = getDaysToDelete({
        requestedAt: user.deleteRequestedAt,
        now: new Date(),
      });
      return {
        message:
          daysToDelete === null
            ? MESSAGES.accountDeletionNotRequested
            : MESSAGES.accountDeletionPending(daysToDelete),
        requestedDelete: daysToDelete !== null,
        daysToDelete,
      };
    },
  );

  app.post(
    ACCOUNT_REVERT_DELETE_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Cancela o pedido de exclusão da conta',
        description: 'Sem pedido para cancelar: 400.',
        response: {
          200: postAccountRevertDeleteResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await revertAccountDeletion({ db: app.db, userId: user.id }))) {
        throw new HttpError({ statusCode: 400, message: MESSAGES.accountDeletionNothingToRevert });
      }
      return { type: 'success' as const, message: MESSAGES.accountDeletionReverted };
    },
  );
};
