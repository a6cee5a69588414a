// GET /placement-test/questions and POST /placement-test/correction
// (docs/product/national-programme.md, issue 16): signed-in learners; the correction is
// CSRF-checked by the plugin like every mutating call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  PLACEMENT_TEST_QUESTIONS_PATH,
  getPlacementTestQuestionsResponseSchema,
} from '@escola/contracts/get-placement-test-questions';
import {
  PLACEMENT_TEST_CORRECTION_PATH,
  postPlacementTestCorrectionBodySchema,
  postPlacementTestCorrectionResponseSchema,
} from '@escola/contracts/post-placement-test-correction';
import { requireUser } from '../../plugins/require-user';
import { correctPlacementTest, getPlacementQuestions } from './service';

export const placementTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PLACEMENT_TEST_QUESTIONS_PATH,
    {
      schema: {
        tags: ['nivelamento'],
        summary: 'Perguntas do teste de nivelamento, em ordem aleatória e sem as respostas',
        description:
          'Perguntas e alternativas embaralhadas a cada chamada; a alternativa certa nunca é enviada. Quem não pode fazer o teste agora (não precisa, já passou, tentativas esgotadas): 403 com o motivo. Banco vazio: 503.',
        response: {
          200: getPlacementTestQuestionsResponseSchema,
          401: flashSchema,
          403: flashSchema,
          503: flashSchema,
        },
      },
    },
    async (request) => getPlacementQuestions({ db: app.db, user: requireUser(request) }),
  );

  app.post(
    PLACEMENT_TEST_CORRECTION_PATH,
    {
      schema: {
        tags: ['nivelamento'],
        summary: 'Corrige uma tentativa do teste de nivelamento no servidor',
        description:
          'Nota de 0 a 10 (duas casas) = 10 × acertos ÷ perguntas ativas; aprovação com 7; no máximo 2 tentativas. Cada pergunta ativa respondida uma vez com uma de suas alternativas, senão 400 e nada é gravado. Quem não pode fazer o teste: 403. Tentativa já enviada (número repetido): 409.',
        body: postPlacementTestCorrectionBodySchema,
        response: {
          200: postPlacementTestCorrectionResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          409: flashSchema,
          503: flashSchema,
        },
      },
    },
    async (request) =>
      correctPlacementTest({
        db: app.db,
        userId: requireUser(request).id,
        body: request.body,
        now: new Date(),
      }),
  );
};
