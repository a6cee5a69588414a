// The quiz record calls of the national programme, anonymous (issue 17): register, find again by
// e-mail + CPF, keep the quiz result, withdraw e-mail consent. The account calls are in
// account-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  QUIZ_USER_FIND_PATH,
  postQuizUserFindBodySchema,
  postQuizUserFindResponseSchema,
} from '@escola/contracts/quiz-user-find-quiz-user';
import {
  quizUserFieldErrorSchema,
  quizUserIdParamsSchema,
} from '@escola/contracts/quiz-user-record';
import {
  QUIZ_USER_REGISTER_PATH,
  postQuizUserRegisterBodySchema,
  postQuizUserRegisterResponseSchema,
} from '@escola/contracts/quiz-user-register';
import {
  QUIZ_USER_TOGGLE_RECEIVE_EMAILS_PATH,
  putQuizUserToggleReceiveEmailsBodySchema,
  putQuizUserToggleReceiveEmailsResponseSchema,
} from '@escola/contracts/quiz-user-toggle-receive-emails';
import {
  QUIZ_USER_UPDATE_RESULT_PATH,
  putQuizUserUpdateResultBodySchema,
  putQuizUserUpdateResultResponseSchema,
} from '@escola/contracts/quiz-user-update-result';
import { HttpError } from '../../http-error';
import { accountRoutes } from './account-routes';
import { QUIZ_USER_MESSAGES } from './quiz-user-messages';
import {
  QUIZ_FIND_LIMIT_PER_CPF,
  QUIZ_FIND_RATE_LIMIT_PER_IP,
  QUIZ_REGISTER_RATE_LIMIT_PER_IP,
  cpfKey,
  tooManyRegistrations,
  tooManySearches,
} from './rate-limits';
import { requireQuizUserToken } from './require-quiz-user-token';
import {
  findQuizUser,
  presentQuizUserAccess,
  registerQuizUser,
  toggleReceiveEmails,
  updateQuizResult,
} from './service';

const TAGS = ['programa nacional'];
const gone = () => new HttpError({ statusCode: 404, message: QUIZ_USER_MESSAGES.recordGone });
const alreadyLinked = () =>
  new HttpError({ statusCode: 409, message: QUIZ_USER_MESSAGES.alreadyLinked });
const tokenDescription =
  'Cabeçalho x-quiz-user-token (da resposta do cadastro ou da busca), senão 403.';

export const quizUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const searchesPerCpf = app.attemptLimit({ name: 'find-quiz-user', ...QUIZ_FIND_LIMIT_PER_CPF });
  const secret = app.config.sessionSecret;

  app.post(
    QUIZ_USER_REGISTER_PATH,
    {
      config: {
        rateLimit: {
          ...QUIZ_REGISTER_RATE_LIMIT_PER_IP,
          errorResponseBuilder: tooManyRegistrations,
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar a ficha do Programa Nacional (anônimo); o servidor dá o RA',
        description:
          'CPF, CEP, telefones (E.164) e data de nascimento validados: 400 com `field`. CPF já cadastrado: 409.',
        body: postQuizUserRegisterBodySchema,
        response: {
          200: postQuizUserRegisterResponseSchema,
          400: quizUserFieldErrorSchema,
          403: flashSchema,
          409: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await registerQuizUser({ db: app.db, record: request.body, now: new Date() });
      if (result.outcome === 'invalid') {
        const { field, message } = result.problem;
        return reply.code(400).send({ type: 'danger', message, field });
      }
      if (result.outcome === 'cpf-taken') {
        throw new HttpError({
          statusCode: 409,
          message: QUIZ_USER_MESSAGES.cpfAlreadyRegistered,
          redirect: '/quiz',
        });
      }
      reply.header('cache-control', 'no-store');
      return presentQuizUserAccess({ quizUser: result.quizUser, secret });
    },
  );

  app.post(
    QUIZ_USER_FIND_PATH,
    {
      config: {
        rateLimit: { ...QUIZ_FIND_RATE_LIMIT_PER_IP, errorResponseBuilder: tooManySearches },
      },
      schema: {
        tags: TAGS,
        summary: '"Já respondi o quiz": abrir a ficha com e-mail e CPF',
        description: `Par errado (e-mail, CPF ou os dois): 404 "${QUIZ_USER_MESSAGES.notFound}". Limites: ${QUIZ_FIND_RATE_LIMIT_PER_IP.max} por IP e ${QUIZ_FIND_LIMIT_PER_CPF.max} por CPF a cada 15 minutos (429).`,
        body: postQuizUserFindBodySchema,
        response: {
          200: postQuizUserFindResponseSchema,
          400: flashSchema,
          403: flashSchema,
          404: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, cpf } = request.body;
      if (!(await searchesPerCpf.take(cpfKey(cpf)))) throw tooManySearches();
      const quizUser = await findQuizUser({ db: app.db, email, cpf });
      if (!quizUser) throw new HttpError({ statusCode: 404, message: QUIZ_USER_MESSAGES.notFound });
      reply.header('cache-control', 'no-store');
      return presentQuizUserAccess({ quizUser, secret });
    },
  );

  app.put(
    QUIZ_USER_UPDATE_RESULT_PATH,
    {
      schema: {
        tags: TAGS,
        summary:
          'Guardar as respostas do quiz; o servidor calcula o resultado (registrationQuiz 1 ou 2)',
        description: `${tokenDescription} Respostas incompletas: 400. Ficha já com conta: 409.`,
        params: quizUserIdParamsSchema,
        body: putQuizUserUpdateResultBodySchema,
        response: {
          200: putQuizUserUpdateResultResponseSchema,
          400: flashSchema,
          403: flashSchema,
          404: flashSchema,
          409: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      requireQuizUserToken(request, userId);
      const result = await updateQuizResult({
        db: app.db,
        id: userId,
        answers: request.body.userResult.answers,
        now: new Date(),
      });
      if (result.outcome === 'incomplete') {
        throw new HttpError({ statusCode: 400, message: QUIZ_USER_MESSAGES.incompleteAnswers });
      }
      if (result.outcome === 'gone') throw gone();
      if (result.outcome === 'linked') throw alreadyLinked();
      reply.header('cache-control', 'no-store');
      return presentQuizUserAccess({ quizUser: result.quizUser, secret });
    },
  );

  app.put(
    QUIZ_USER_TOGGLE_RECEIVE_EMAILS_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Dar ou retirar o consentimento para receber e-mails (LGPD); a data fica guardada',
        description: tokenDescription,
        params: quizUserIdParamsSchema,
        body: putQuizUserToggleReceiveEmailsBodySchema,
        response: {
          200: putQuizUserToggleReceiveEmailsResponseSchema,
          400: flashSchema,
          403: flashSchema,
          404: flashSchema,
        },
      },
    },
    async (request) => {
      const { userId } = request.params;
      requireQuizUserToken(request, userId);
      const { receiveEmails } = request.body;
      const result = await toggleReceiveEmails({
        db: app.db,
        id: userId,
        receiveEmails,
        now: new Date(),
      });
      if (result === 'gone') throw gone();
      return {
        type: 'success' as const,
        message: receiveEmails
          ? QUIZ_USER_MESSAGES.receiveEmailsOn
          : QUIZ_USER_MESSAGES.receiveEmailsOff,
        redirect: '/',
      };
    },
  );

  await app.register(accountRoutes);
};
