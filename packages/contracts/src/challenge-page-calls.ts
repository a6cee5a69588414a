// The paths (and the Mundo Tech e-mail's messages) of the calls the challenge page makes, apart
// from their zod schemas: the challenge page is at its first-load budget, and importing a path from
// a schema module brings the whole of zod (25 KB gzip) into it. The schemas import these.
export const SAVE_CHALLENGE_PATH = '/save-challenge';
export const REGISTER_USER_ANSWER_PATH = '/register-user-answer';
export const NACIONAL_USER_CERTIFICATE_PATH = '/nacional/user-certificate';
export const SEND_WELCOME_MUNDOTECH_EMAIL_PATH = '/placement-test/send-welcome-mundotech-email';

export const WELCOME_MUNDOTECH_EMAIL_MESSAGES = {
  sent: 'Enviamos um e-mail de boas-vindas para você. Confira sua caixa de entrada!',
  alreadySent: 'O e-mail de boas-vindas já foi enviado para você.',
  /** Staff switched the welcome e-mail off (issue 20, decision 046): the step still counts. */
  inactive: 'Parabéns por concluir o Mundo Tech! Siga para o próximo desafio.',
  /** docs/product/workspace.md, word for word. */
  failed: 'Falha ao enviar email de boas vindas para MundoTech. Tente novamente mais tarde.',
  mundoTechNotCompleted: 'Conclua o desafio Mundo Tech para receber o e-mail de boas-vindas.',
} as const;
