// The e-mail being written, as it will arrive (issue 20; beyond the spec's calls): the preview
// renders subject and Markdown exactly as the delivery does, for the staff member asking (their
// name in {{nome}}, their own unsubscribe link); send-test mails that same e-mail to their own
// address, its subject marked as a test. Same body rules as new-email (unknown variable → 400).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  MANUAL_EMAILS_PREVIEW_PATH,
  MANUAL_EMAILS_SEND_TEST_PATH,
  emailDraftBodySchema,
  emailPreviewResponseSchema,
  type EmailDraftBody,
} from '@escola/contracts/post-manual-emails-preview';
import { unsubscribePath } from '@escola/contracts/unsubscribe-paths';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import type { User } from '@escola/db/schema/users';
import { requireStaff } from '../../plugins/require-staff';
import { SEND_TEST_DESCRIPTION, sendTestEmail, sendTestRateLimit } from '../mail/test-email';
import { prepareCampaignEmail, type CampaignMail } from './render-campaign-email';
import { createUnsubscribeToken } from './unsubscribe-token';

const TAGS = ['e-mails'];
const ERRORS = { 400: flashSchema, 401: flashSchema, 403: flashSchema } as const;

export const manualEmailPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderFor = (actor: User, draft: EmailDraftBody['data']): CampaignMail =>
    prepareCampaignEmail({ ...draft, publicUrl: app.config.publicUrl })({
      name: actor.name.trim() || actor.username,
      unsubscribeUrl: `${app.config.publicUrl}${unsubscribePath(
        createUnsubscribeToken({ secret: app.config.sessionSecret, userId: actor.id }),
      )}`,
    });

  app.post(
    MANUAL_EMAILS_PREVIEW_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: TAGS,
        summary:
          'Prévia de um e-mail de campanha como será enviado (equipe; além da especificação)',
        description:
          'Assunto, HTML e texto simples, com o nome de quem pede em {{nome}}. Variável desconhecida → 400.',
        body: emailDraftBodySchema,
        response: { 200: emailPreviewResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { subject, html, text } = renderFor(requireStaff(request), request.body.data);
      reply.header('cache-control', 'no-store');
      return { subject, html, text };
    },
  );

  app.post(
    MANUAL_EMAILS_SEND_TEST_PATH,
    {
      config: {
        staffRoles: STAFF_ROLES.all,
        rateLimit: sendTestRateLimit,
      },
      schema: {
        tags: TAGS,
        summary:
          'Envia o e-mail que está sendo escrito ao e-mail de quem pede (equipe; além da especificação)',
        description: SEND_TEST_DESCRIPTION,
        body: emailDraftBodySchema,
        response: { 200: flashSchema, ...ERRORS, 429: flashSchema, 502: flashSchema },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const mail = renderFor(actor, request.body.data);
      return sendTestEmail({ app, request, to: actor.email, mail });
    },
  );
};
