// POST /placement-test/send-welcome-mundotech-email — after the Mundo Tech challenge, the learner's
// welcome e-mail (spec sections 4 and 8). Sent once per learner: a repeat answers success without
// a second e-mail. Body: none.
import { z } from 'zod';
import { flashSchema } from './flash';

export const SEND_WELCOME_MUNDOTECH_EMAIL_PATH = '/placement-test/send-welcome-mundotech-email';

export const WELCOME_MUNDOTECH_EMAIL_MESSAGES = {
  sent: 'Enviamos um e-mail de boas-vindas para você. Confira sua caixa de entrada!',
  alreadySent: 'O e-mail de boas-vindas já foi enviado para você.',
  /** Spec section 8, word for word. */
  failed: 'Falha ao enviar email de boas vindas para MundoTech. Tente novamente mais tarde.',
  mundoTechNotCompleted: 'Conclua o desafio Mundo Tech para receber o e-mail de boas-vindas.',
} as const;

export const postSendWelcomeMundotechEmailResponseSchema = flashSchema;
export type PostSendWelcomeMundotechEmailResponse = z.infer<
  typeof postSendWelcomeMundotechEmailResponseSchema
>;
