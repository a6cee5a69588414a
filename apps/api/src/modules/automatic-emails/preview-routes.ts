// An automatic e-mail being rewritten, as the account flow would send it (issue 20, decision 046;
// beyond the spec's calls): the preview renders the draft with example values — the staff member's
// own name and username, the link to /learn, the deletion dates counted from today — and send-test
// mails that same e-mail to their address, marked as a test. The rules of edit-email (400, 404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  AUTOMATIC_EMAILS_PREVIEW_PATH,
  AUTOMATIC_EMAILS_SEND_TEST_PATH,
  postAutomaticEmailsPreviewBodySchema,
  postAutomaticEmailsPreviewParamsSchema,
  postAutomaticEmailsPreviewResponseSchema,
} from '@escola/contracts/post-automatic-emails-preview';
import type { AutomaticEmailData } from '@escola/contracts/automatic-email-payload';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  getAccountDeletionDueAt,
} from '@escola/domain/account-deletion';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { recipientNameOf } from '@escola/domain/automatic-emails';
import type { User } from '@escola/db/schema/users';
import { requireStaff } from '../../plugins/require-staff';
import { formatSchoolDate } from '@escola/domain/zoned-date';
import { SEND_TEST_DESCRIPTION, sendTestEmail, sendTestRateLimit } from '../mail/test-email';
import { checkAutomaticEmailDraft } from './service';
import { renderAutomaticEmail } from './send-automatic-email';

const TAGS = ['e-mails'];
const ERRORS = { 400: flashSchema, 401: flashSchema, 403: flashSchema, 404: flashSchema } as const;
/** Whoever can rewrite an automatic e-mail can preview and test it. */
const EDITORS = { staffRoles: STAFF_ROLES.adminAndSuper };

export const automaticEmailPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderFor = ({
    actor,
    id,
    data,
  }: {
    actor: User;
    id: string;
    data: AutomaticEmailData;
  }) => {
    checkAutomaticEmailDraft({ id, data });
    const now = new Date();
    return renderAutomaticEmail({
      ...data,
      values: {
        nome: recipientNameOf(actor),
        link: `${app.config.publicUrl}/learn`,
        novo_email: 'novo-endereco@exemplo.com.br',
        usuario: actor.username,
        dias: String(ACCOUNT_DELETION_GRACE_DAYS),
        data_exclusao: formatSchoolDate(getAccountDeletionDueAt({ requestedAt: now })),
        data_pedido: formatSchoolDate(now),
      },
    });
  };

  app.post(
    AUTOMATIC_EMAILS_PREVIEW_PATH,
    {
      config: EDITORS,
      schema: {
        tags: TAGS,
        summary:
          'Prévia de um e-mail automático como será enviado (admin e super; além da especificação)',
        description:
          'Assunto, HTML e texto simples, com valores de exemplo nas variáveis do e-mail.',
        params: postAutomaticEmailsPreviewParamsSchema,
        body: postAutomaticEmailsPreviewBodySchema,
        response: { 200: postAutomaticEmailsPreviewResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const actor = requireStaff(request);
      const mail = renderFor({ actor, id: request.params.id, data: request.body.data });
      reply.header('cache-control', 'no-store');
      return mail;
    },
  );

  app.post(
    AUTOMATIC_EMAILS_SEND_TEST_PATH,
    {
      config: {
        ...EDITORS,
        rateLimit: sendTestRateLimit,
      },
      schema: {
        tags: TAGS,
        summary:
          'Envia o e-mail automático que está sendo editado ao e-mail de quem pede (admin e super)',
        description: SEND_TEST_DESCRIPTION,
        params: postAutomaticEmailsPreviewParamsSchema,
        body: postAutomaticEmailsPreviewBodySchema,
        response: { 200: flashSchema, ...ERRORS, 429: flashSchema, 502: flashSchema },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const mail = renderFor({ actor, id: request.params.id, data: request.body.data });
      return sendTestEmail({ app, request, to: actor.email, mail });
    },
  );
};
