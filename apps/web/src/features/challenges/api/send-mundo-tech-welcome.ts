// POST /placement-test/send-welcome-mundotech-email — after the Mundo Tech challenge
// (docs/product/national-programme.md: its completion "triggers an extra action"). Answers a flash;
// the server sends the e-mail once.
import { SEND_WELCOME_MUNDOTECH_EMAIL_PATH } from '@escola/contracts/challenge-page-calls';
import type { PostSendWelcomeMundotechEmailResponse } from '@escola/contracts/post-send-welcome-mundotech-email';
import { http } from '../../../lib/http';

export const sendMundoTechWelcomeEmail = () =>
  http.post<PostSendWelcomeMundotechEmailResponse>(SEND_WELCOME_MUNDOTECH_EMAIL_PATH);
