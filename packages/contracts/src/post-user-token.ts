// POST /user/user-token — creates the signed-in learner's user token, replacing the one they had
// (at most one per user). The token identifies the learner to external practice tools; it is the
// `userToken` of the session user. Its path is in user-token-path.ts.
import { z } from 'zod';

export const postUserTokenResponseSchema = z
  .object({ userToken: z.uuid().describe('O novo token de usuário') })
  .meta({ id: 'UserTokenCreated' });

export type PostUserTokenResponse = z.infer<typeof postUserTokenResponseSchema>;
