// GET /signin-google and its callback — "Entrar com Google" with OpenID Connect (authorization code
// with PKCE, state and nonce). Both are browser navigations: they answer with redirects, and a
// failure goes back to the sign-in page with a flash key (url-flash.ts). A programmatic call (no
// text/html in Accept) gets the same failure as a JSON flash with its status code instead.
import { z } from 'zod';

export const SIGNIN_GOOGLE_PATH = '/signin-google';
export const SIGNIN_GOOGLE_CALLBACK_PATH = '/signin-google/callback';
/** `?unlock=1`: the unlock flow of an account blocked by inactivity (/unlock-account). */
export const SIGNIN_GOOGLE_UNLOCK_VALUE = '1';
export const RETURN_TO_MAXIMUM_LENGTH = 2048;
/** Where failures go back to (with their flash), and where a signed-in learner lands. */
export const SIGN_IN_PAGE_PATH = '/sign-in';
export const AFTER_GOOGLE_SIGN_IN_PATH = '/learn';

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getSigninGoogleQuerySchema = z.object({
  unlock: z
    .string()
    .max(16)
    .optional()
    .describe(`"${SIGNIN_GOOGLE_UNLOCK_VALUE}": desbloqueia a conta bloqueada por inatividade`),
  returnTo: z
    .string()
    .max(RETURN_TO_MAXIMUM_LENGTH)
    .optional()
    .describe('Caminho deste site para onde voltar depois de entrar (outros são ignorados)'),
});

export type GetSigninGoogleQuery = z.input<typeof getSigninGoogleQuerySchema>;

const callbackParameter = z.string().max(RETURN_TO_MAXIMUM_LENGTH).optional();

// What the identity provider sends back (RFC 6749 section 4.1.2, RFC 9207); other parameters
// (Google adds scope, authuser, prompt…) pass through untouched.
export const getSigninGoogleCallbackQuerySchema = z.looseObject({
  code: callbackParameter,
  state: callbackParameter,
  iss: callbackParameter,
  error: callbackParameter,
  error_description: callbackParameter,
});

export const getSigninGoogleResponseSchema = z
  .undefined()
  .describe('Redireciona (302) sem corpo: ao provedor, ou de volta ao site');
