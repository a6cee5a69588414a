// POST /placement-test/send-welcome-mundotech-email — after the Mundo Tech challenge, the learner's
// welcome e-mail (docs/product/national-programme.md). Sent once per learner: a repeat answers
// success without a second e-mail. Body: none.
import { z } from 'zod';
import { flashSchema } from './flash';

export const postSendWelcomeMundotechEmailResponseSchema = flashSchema;
export type PostSendWelcomeMundotechEmailResponse = z.infer<
  typeof postSendWelcomeMundotechEmailResponseSchema
>;
