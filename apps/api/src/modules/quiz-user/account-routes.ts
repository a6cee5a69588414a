// The account of the national programme from a quiz record (issue 17): new-user (the record has
// its token and quiz result) and new-national-user (record, answers and password in one step).
// Both create, link and sign in through the same service; the web then goes to /learn.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  QUIZ_USER_NEW_NATIONAL_USER_PATH,
  postQuizUserNewNationalUserBodySchema,
  postQuizUserNewNationalUserResponseSchema,
} from '@escola/contracts/quiz-user-new-national-user';
import {
  AFTER_NATIONAL_ACCOUNT_PATH,
  QUIZ_USER_NEW_USER_PATH,
  postQuizUserNewUserBodySchema,
  postQuizUserNewUserResponseSchema,
} from '@escola/contracts/quiz-user-new-user';
import {
  quizUserFieldErrorSchema,
  quizUserIdParamsSchema,
} from '@escola/contracts/quiz-user-record';
import { HttpError } from '../../http-error';
import { createSession } from '../../plugins/session';
import type { NationalAccountOutcome } from './create-national-account';
import { QUIZ_USER_MESSAGES } from './quiz-user-messages';
import {
  QUIZ_FIND_LIMIT_PER_CPF,
  QUIZ_REGISTER_RATE_LIMIT_PER_IP,
  cpfKey,
  tooManyRegistrations,
  tooManySearches,
} from './rate-limits';
import { requireQuizUserToken } from './require-quiz-user-token';
import { createAccountFromQuizUser, createAccountInOneStep } from './service';

const TAGS = ['programa nacional'];
const rateLimit = {
  ...QUIZ_REGISTER_RATE_LIMIT_PER_IP,
  errorResponseBuilder: tooManyRegistrations,
};

/** 409 for every way the account cannot be made; else signs in and answers the success flash. */
const answerAccountOutcome = async ({
  outcome,
  request,
  reply,
}: {
  outcome: NationalAccountOutcome | { outcome: 'gone' };
  request: FastifyRequest;
  reply: FastifyReply;
}) => {
  switch (outcome.outcome) {
    case 'gone':
      throw new HttpError({ statusCode: 404, message: QUIZ_USER_MESSAGES.recordGone });
    case 'result-missing':
      throw new HttpError({ statusCode: 400, message: QUIZ_USER_MESSAGES.resultMissing });
    case 'linked':
      throw new HttpError({ statusCode: 409, message: QUIZ_USER_MESSAGES.alreadyLinked });
    case 'account-exists':
      throw new HttpError({ statusCode: 409, message: QUIZ_USER_MESSAGES.accountExists });
    case 'created':
      await createSession({ request, reply, userId: outcome.userId });
      return {
        type: 'success' as const,
        message: QUIZ_USER_MESSAGES.accountCreated,
        redirect: AFTER_NATIONAL_ACCOUNT_PATH,
      };
  }
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const attemptsPerCpf = app.attemptLimit({
    name: 'new-national-user',
    ...QUIZ_FIND_LIMIT_PER_CPF,
  });

  app.post(
    QUIZ_USER_NEW_USER_PATH,
    {
      config: { rateLimit },
      schema: {
        tags: TAGS,
        summary: 'Criar a senha: a conta nacional é criada da ficha, vinculada e já entra',
        description:
          'Cabeçalho x-quiz-user-token, senão 403. Sem resultado do quiz: 400. Ficha já com conta, ou e-mail/CPF com conta: 409.',
        params: quizUserIdParamsSchema,
        body: postQuizUserNewUserBodySchema,
        response: {
          200: postQuizUserNewUserResponseSchema,
          400: flashSchema,
          403: flashSchema,
          404: flashSchema,
          409: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      requireQuizUserToken(request, userId);
      const outcome = await createAccountFromQuizUser({
        db: app.db,
        id: userId,
        password: request.body.password,
        now: new Date(),
      });
      return answerAccountOutcome({ outcome, request, reply });
    },
  );

  app.post(
    QUIZ_USER_NEW_NATIONAL_USER_PATH,
    {
      config: { rateLimit },
      schema: {
        tags: TAGS,
        summary:
          'Ficha, respostas do quiz e senha de uma vez: cria (ou completa) a ficha e a conta',
        description:
          'Mesmas validações do cadastro (400 com `field`). CPF com ficha de outro e-mail: 409. Conta já existente: 409.',
        body: postQuizUserNewNationalUserBodySchema,
        response: {
          200: postQuizUserNewNationalUserResponseSchema,
          400: quizUserFieldErrorSchema,
          403: flashSchema,
          404: flashSchema,
          409: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const { quizUser, userResult, password } = request.body;
      if (!(await attemptsPerCpf.take(cpfKey(quizUser.cpf)))) throw tooManySearches();
      const outcome = await createAccountInOneStep({
        db: app.db,
        record: quizUser,
        answers: userResult.answers,
        password,
        now: new Date(),
      });
      if (outcome.outcome === 'invalid') {
        const { field, message } = outcome.problem;
        return reply.code(400).send({ type: 'danger', message, field });
      }
      if (outcome.outcome === 'incomplete') {
        throw new HttpError({ statusCode: 400, message: QUIZ_USER_MESSAGES.incompleteAnswers });
      }
      if (outcome.outcome === 'cpf-taken') {
        throw new HttpError({ statusCode: 409, message: QUIZ_USER_MESSAGES.cpfAlreadyRegistered });
      }
      return answerAccountOutcome({ outcome, request, reply });
    },
  );
};
