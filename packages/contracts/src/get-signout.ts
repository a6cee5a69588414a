// GET /signout — a browser navigation: ends the session, clears the cookies, redirects to /learn.
import { z } from 'zod';

export const SIGNOUT_PATH = '/signout';
export const SIGNOUT_REDIRECT_PATH = '/learn';

export const getSignoutResponseSchema = z
  .undefined()
  .describe(`Redireciona (302) para ${SIGNOUT_REDIRECT_PATH} sem corpo`);
