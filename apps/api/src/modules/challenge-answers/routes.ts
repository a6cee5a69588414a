// POST /register-user-answer (CSRF; visitors too): checks the answer to a video, quiz or
// theOdinProject challenge. No points are recorded yet: the points ledger comes with challenge
// completion in issue 6 (decision 017).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGISTER_USER_ANSWER_PATH } from '@escola/contracts/challenge-page-calls';
import { flashSchema } from '@escola/contracts/flash';
import {
  postRegisterUserAnswerBodySchema,
  postRegisterUserAnswerResponseSchema,
} from '@escola/contracts/post-register-user-answer';
import { MESSAGES } from '../../messages';
import { findChallengeForSubmission } from '../challenge-submission/find-challenge-for-submission';
import { checkUserAnswer } from './service';

export const challengeAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    REGISTER_USER_ANSWER_PATH,
    {
      schema: {
        tags: ['desafios'],
        summary: 'Conferir a resposta às perguntas de um desafio (vídeo, questionário)',
        description:
          '`userAnswer`: o índice (a partir de 0) da resposta escolhida, ou um por pergunta. Certa: 200 `success` "Parabéns, resposta correta! + 10 pontos"; errada: 200 `danger` "Resposta incorreta. Tente novamente.", com o comentário escrito sob cada resposta escolhida. Desafio desconhecido: 404; currículo não construído: 503.',
        body: postRegisterUserAnswerBodySchema,
        response: {
          200: postRegisterUserAnswerResponseSchema,
          400: flashSchema,
          403: flashSchema,
          404: flashSchema,
          503: flashSchema,
        },
      },
    },
    async (request) => {
      const { id, userAnswer } = request.body;
      const challenge = findChallengeForSubmission({ curriculum: app.curriculum, id });
      const { isCorrect, feedback } = checkUserAnswer({ challenge, userAnswer });
      return isCorrect
        ? { type: 'success' as const, message: MESSAGES.correctAnswer, isCorrect, feedback }
        : { type: 'danger' as const, message: MESSAGES.wrongAnswer, isCorrect, feedback };
    },
  );
};
