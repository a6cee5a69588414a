// POST /unsubscribed/{token} — the learner stops receiving campaign e-mails (issue 20): the link of
// every campaign e-mail (List-Unsubscribe, RFC 8058 one-click) and the /unsubscribed page. The
// token is the learner's id signed by the server; transactional e-mails are not affected.
import { z } from 'zod';

export { UNSUBSCRIBE_PATH, unsubscribePath } from './unsubscribe-paths';

export const postUnsubscribedParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });
