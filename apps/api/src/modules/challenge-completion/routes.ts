// POST /save-challenge, /modern-challenge-completed, /backend-challenge-completed and
// /project-completed (docs/product/workspace.md): signed-in learners, CSRF-checked by the plugin.
// Each names the challenge of its body, so the session lookup reads the access facts with the
// session.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SAVE_CHALLENGE_PATH } from '@escola/contracts/challenge-page-calls';
import { flashSchema } from '@escola/contracts/flash';
import {
  BACKEND_CHALLENGE_COMPLETED_PATH,
  postBackendChallengeCompletedBodySchema,
  postBackendChallengeCompletedResponseSchema,
} from '@escola/contracts/post-backend-challenge-completed';
import {
  MODERN_CHALLENGE_COMPLETED_PATH,
  postModernChallengeCompletedBodySchema,
  postModernChallengeCompletedResponseSchema,
} from '@escola/contracts/post-modern-challenge-completed';
import {
  PROJECT_COMPLETED_PATH,
  postProjectCompletedBodySchema,
  postProjectCompletedResponseSchema,
} from '@escola/contracts/post-project-completed';
import {
  postSaveChallengeBodySchema,
  postSaveChallengeResponseSchema,
} from '@escola/contracts/post-save-challenge';
import { COMPLETION_ENDPOINTS } from '@escola/domain/challenge-completion';
import { requireUser } from '../../plugins/require-user';
import type { AccessFactsTarget } from '../../plugins/challenge-access-facts';
import { accessFactsTargetOf, completeChallenge, saveChallenge } from './service';

const REFUSALS = {
  400: flashSchema,
  401: flashSchema,
  403: flashSchema,
  404: flashSchema,
  503: flashSchema,
};

const COMPLETION_DESCRIPTION =
  'Registra a conclusão uma só vez: repetir responde 200 com `alreadyCompleted: true`, sem somar pontos. Desafio desconhecido: 404; tipo ou rota errados: 400; desafio que a pessoa não pode abrir (regras de acesso): 403 com o motivo; currículo não construído: 503.';

/**
 * The challenge the body names, whose access facts the session lookup reads along (decision 023).
 * The body is parsed but not validated yet: anything but a known challenge id reads no facts, and
 * the service answers as usual (404, 400…).
 */
const accessFactsTargetOfBody = (request: FastifyRequest): AccessFactsTarget | null => {
  const { body } = request;
  if (typeof body !== 'object' || body === null || !('id' in body)) return null;
  if (typeof body.id !== 'string') return null;
  const challenge = request.server.curriculum.findById(body.id);
  return challenge ? accessFactsTargetOf(challenge) : null;
};

const sessionWithAccessFacts = { accessFactsTarget: accessFactsTargetOfBody };

export const challengeCompletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SAVE_CHALLENGE_PATH,
    {
      config: sessionWithAccessFacts,
      schema: {
        tags: ['desafios'],
        summary: 'Salva o código de um desafio no servidor',
        description:
          'No máximo 102400 bytes (413, challenge-save-too-big) e um salvamento a cada 5 s por desafio (429, code-save-less).',
        body: postSaveChallengeBodySchema,
        response: {
          200: postSaveChallengeResponseSchema,
          ...REFUSALS,
          413: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request) =>
      saveChallenge({
        db: app.db,
        curriculum: app.curriculum,
        user: requireUser(request),
        ...request.body,
        now: new Date(),
        prefetchedAccessFacts: request.prefetchedAccessFacts,
      }),
  );

  app.post(
    MODERN_CHALLENGE_COMPLETED_PATH,
    {
      config: sessionWithAccessFacts,
      schema: {
        tags: ['desafios'],
        summary: 'Conclui um desafio cujos testes passaram (com os arquivos)',
        description: COMPLETION_DESCRIPTION,
        body: postModernChallengeCompletedBodySchema,
        response: { 200: postModernChallengeCompletedResponseSchema, ...REFUSALS },
      },
    },
    async (request) =>
      completeChallenge({
        db: app.db,
        curriculum: app.curriculum,
        user: requireUser(request),
        endpoint: COMPLETION_ENDPOINTS.modern,
        ...request.body,
        now: new Date(),
        prefetchedAccessFacts: request.prefetchedAccessFacts,
      }),
  );

  app.post(
    BACKEND_CHALLENGE_COMPLETED_PATH,
    {
      config: sessionWithAccessFacts,
      schema: {
        tags: ['desafios'],
        summary: 'Conclui um desafio de back-end (tipo 2)',
        description: COMPLETION_DESCRIPTION,
        body: postBackendChallengeCompletedBodySchema,
        response: { 200: postBackendChallengeCompletedResponseSchema, ...REFUSALS },
      },
    },
    async (request) =>
      completeChallenge({
        db: app.db,
        curriculum: app.curriculum,
        user: requireUser(request),
        endpoint: COMPLETION_ENDPOINTS.backend,
        ...request.body,
        now: new Date(),
        prefetchedAccessFacts: request.prefetchedAccessFacts,
      }),
  );

  app.post(
    PROJECT_COMPLETED_PATH,
    {
      config: sessionWithAccessFacts,
      schema: {
        tags: ['desafios'],
        summary: 'Conclui um projeto de certificação (com a solução)',
        description: COMPLETION_DESCRIPTION,
        body: postProjectCompletedBodySchema,
        response: { 200: postProjectCompletedResponseSchema, ...REFUSALS },
      },
    },
    async (request) =>
      completeChallenge({
        db: app.db,
        curriculum: app.curriculum,
        user: requireUser(request),
        endpoint: COMPLETION_ENDPOINTS.project,
        ...request.body,
        now: new Date(),
        prefetchedAccessFacts: request.prefetchedAccessFacts,
      }),
  );
};
