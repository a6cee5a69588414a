// GET /api/users/status-by-email (staff) and GET /api/users/has-password (rate-limited per IP).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  USERS_HAS_PASSWORD_PATH,
  getUsersHasPasswordFailureSchema,
  getUsersHasPasswordQuerySchema,
  getUsersHasPasswordResponseSchema,
} from '@escola/contracts/get-users-has-password';
import {
  USERS_STATUS_BY_EMAIL_PATH,
  getUsersStatusByEmailQuerySchema,
  getUsersStatusByEmailResponseSchema,
} from '@escola/contracts/get-users-status-by-email';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { normalizeCpf } from '@escola/domain/validation';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireStaff } from '../../plugins/require-staff';
import { getStatusByEmail, hasPasswordByCpf } from './service';

/** Has-password look-ups per IP per minute (a CPF is personal data: no bulk probing). */
export const HAS_PASSWORD_RATE_LIMIT_PER_IP = { max: 30, timeWindow: 60_000 } as const;

export const userLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USERS_STATUS_BY_EMAIL_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: ['usuários'],
        summary: 'Situação da conta de um e-mail (só a equipe: suporte, admin, super)',
        description:
          'status: active, blocked (por inatividade), deletion-requested ou not-found. Visitante → 401; estudante → 403.',
        querystring: getUsersStatusByEmailQuerySchema,
        response: {
          200: getUsersStatusByEmailResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      reply.header('cache-control', 'no-store');
      const status = await getStatusByEmail({ db: app.db, email: request.query.email });
      return { result: { result: { status } } };
    },
  );

  app.get(
    USERS_HAS_PASSWORD_PATH,
    {
      config: {
        rateLimit: {
          ...HAS_PASSWORD_RATE_LIMIT_PER_IP,
          errorResponseBuilder: () =>
            new HttpError({ statusCode: 429, message: MESSAGES.tooManyRequests }),
        },
      },
      schema: {
        tags: ['usuários'],
        summary: 'Diz se a conta de um CPF tem senha (CPF desconhecido: false)',
        description: `CPF com dígitos verificadores errados → 400. Falha ao consultar → 500 com \`hasPassword.message\` "${MESSAGES.hasPasswordFailed}".`,
        querystring: getUsersHasPasswordQuerySchema,
        response: {
          200: getUsersHasPasswordResponseSchema,
          400: flashSchema,
          429: flashSchema,
          500: getUsersHasPasswordFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const cpf = normalizeCpf(request.query.cpf);
      if (!cpf) throw new HttpError({ statusCode: 400, message: MESSAGES.invalidCpf });
      reply.header('cache-control', 'no-store');
      try {
        const hasPassword = await hasPasswordByCpf({ db: app.db, cpf });
        return { hasPassword: { success: true as const, status: 200 as const, hasPassword } };
      } catch (error) {
        request.log.error({ err: error }, 'falha ao verificar se a conta do CPF tem senha');
        return reply.code(500).send({
          hasPassword: { success: false, status: 500, message: MESSAGES.hasPasswordFailed },
        });
      }
    },
  );
};
