// "Entrar com Google" (decision 013): GET /signin-google starts the OpenID Connect code flow, its
// callback signs in, and GET /status/auth-providers tells the web app whether to show the button.
// Both sign-in routes are navigations: every failure goes back to a page with a flash key, never
// a 500.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  AFTER_GOOGLE_SIGN_IN_PATH,
  SIGNIN_GOOGLE_CALLBACK_PATH,
  SIGNIN_GOOGLE_PATH,
  SIGNIN_GOOGLE_UNLOCK_VALUE,
  SIGN_IN_PAGE_PATH,
  getSigninGoogleCallbackQuerySchema,
  getSigninGoogleQuerySchema,
  getSigninGoogleResponseSchema,
} from '@escola/contracts/get-signin-google';
import {
  STATUS_AUTH_PROVIDERS_PATH,
  getStatusAuthProvidersResponseSchema,
} from '@escola/contracts/get-status-auth-providers';
import { AFTER_SIGN_UP_PATH } from '@escola/contracts/post-signup-local';
import { URL_FLASHES, withUrlFlash, type UrlFlashKey } from '@escola/contracts/url-flash';
import { UNLOCK_ACCOUNT_PATH } from '@escola/domain/inactivity';
import { HttpError } from '../../http-error';
import { createSession } from '../../plugins/session';
import { isHtmlNavigation } from '../../plugins/web';
import { createGoogleOidc, isAccessDenied } from './google-oidc';
import { readSafeReturnPath } from './safe-return-path';
import { readGoogleProfile, signInWithGoogle, type GoogleSignInOutcome } from './service';
import { setSignInCookie, takeSignInCookie } from './sign-in-cookie';

type Failure = Extract<UrlFlashKey, `google-${string}` | 'blocked-by-inactivity'>;

/** The status of each failure when the caller is not a browser (it gets the JSON flash). */
const FAILURE_STATUS: Record<Failure, number> = {
  'google-not-configured': 503,
  'google-unavailable': 503,
  'google-failed': 400,
  'google-cancelled': 400,
  'google-email-missing': 403,
  'google-email-unverified': 403,
  'google-other-account': 409,
  'blocked-by-inactivity': 403,
};

const REFUSALS: Partial<Record<GoogleSignInOutcome['outcome'], Failure>> = {
  blocked: 'blocked-by-inactivity',
  'email-missing': 'google-email-missing',
  'email-unverified': 'google-email-unverified',
  'other-google-account': 'google-other-account',
};

const NAVIGATION_SCHEMA = {
  302: getSigninGoogleResponseSchema,
  400: flashSchema,
  403: flashSchema,
  409: flashSchema,
  503: flashSchema,
};

export const googleSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const google = app.config.google ? createGoogleOidc(app.config.google) : undefined;
  const redirectUri = `${app.config.publicUrl}${SIGNIN_GOOGLE_CALLBACK_PATH}`;

  /** A browser goes back to `page` with the flash; any other caller gets the JSON flash. */
  const fail = ({
    request,
    reply,
    failure,
    page,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    failure: Failure;
    page: string;
  }) => {
    if (isHtmlNavigation(request)) {
      return reply.redirect(withUrlFlash({ path: page, key: failure }), 302);
    }
    throw new HttpError({
      statusCode: FAILURE_STATUS[failure],
      ...URL_FLASHES[failure],
      redirect: page,
    });
  };

  app.get(
    STATUS_AUTH_PROVIDERS_PATH,
    {
      schema: {
        tags: ['autenticação'],
        summary: 'Formas de entrar oferecidas além de e-mail e senha (o botão do Google)',
        response: { 200: getStatusAuthProvidersResponseSchema },
      },
    },
    async () => ({ google: google !== undefined }),
  );

  app.get(
    SIGNIN_GOOGLE_PATH,
    {
      config: { allowsNavigation: true },
      schema: {
        tags: ['autenticação'],
        summary: 'Entrar com Google: redireciona ao provedor OpenID Connect (navegação, não XHR)',
        description:
          'Guarda PKCE, state e nonce num cookie assinado de 10 minutos. Sem Google configurado, ou com o provedor fora do ar, volta a /sign-in com `?flash=` (ou responde o flash em JSON a quem não é navegador).',
        querystring: getSigninGoogleQuerySchema,
        response: NAVIGATION_SCHEMA,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const unlock = request.query.unlock === SIGNIN_GOOGLE_UNLOCK_VALUE;
      const page = unlock ? UNLOCK_ACCOUNT_PATH : SIGN_IN_PAGE_PATH;
      if (!google) return fail({ request, reply, failure: 'google-not-configured', page });
      let started: Awaited<ReturnType<typeof google.startAuthorization>>;
      try {
        started = await google.startAuthorization({ redirectUri });
      } catch (error) {
        request.log.error({ err: error }, 'provedor OpenID Connect do Google indisponível');
        return fail({ request, reply, failure: 'google-unavailable', page });
      }
      setSignInCookie({
        request,
        reply,
        value: {
          ...started.checks,
          unlock,
          returnTo: readSafeReturnPath(request.query.returnTo),
          issuedAt: Date.now(),
        },
      });
      return reply.redirect(started.url.href, 302);
    },
  );

  app.get(
    SIGNIN_GOOGLE_CALLBACK_PATH,
    {
      config: { allowsNavigation: true },
      schema: {
        tags: ['autenticação'],
        summary: 'Retorno do provedor do login com Google: confere state, nonce e PKCE e entra',
        description: `Conta nova ou sem termos aceitos: ${AFTER_SIGN_UP_PATH}; senão \`returnTo\` ou ${AFTER_GOOGLE_SIGN_IN_PATH}. Conta bloqueada por inatividade fora do fluxo de desbloqueio: ${UNLOCK_ACCOUNT_PATH}, sem sessão.`,
        querystring: getSigninGoogleCallbackQuerySchema,
        response: NAVIGATION_SCHEMA,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = new Date();
      const started = takeSignInCookie({ request, reply, now });
      const page = started?.unlock ? UNLOCK_ACCOUNT_PATH : SIGN_IN_PAGE_PATH;
      if (!google) return fail({ request, reply, failure: 'google-not-configured', page });
      if (!started) {
        request.log.warn('retorno do Google sem o cookie de início válido');
        return fail({ request, reply, failure: 'google-failed', page });
      }
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = request.url.split('?')[1] ?? '';
      let claims: Record<string, unknown>;
      try {
        claims = await google.finishAuthorization({ callbackUrl, checks: started });
      } catch (error) {
        if (isAccessDenied(error))
          return fail({ request, reply, failure: 'google-cancelled', page });
        request.log.warn({ err: error }, 'retorno do Google recusado');
        return fail({ request, reply, failure: 'google-failed', page });
      }
      const profile = readGoogleProfile(claims);
      if (!profile) return fail({ request, reply, failure: 'google-failed', page });
      let outcome: GoogleSignInOutcome;
      try {
        outcome = await signInWithGoogle({ db: app.db, profile, unlock: started.unlock, now });
        if (outcome.outcome === 'signed-in') {
          await createSession({ request, reply, userId: outcome.userId });
        }
      } catch (error) {
        request.log.error({ err: error }, 'login com Google não concluído');
        return fail({ request, reply, failure: 'google-failed', page });
      }
      if (outcome.outcome !== 'signed-in') {
        const failure = REFUSALS[outcome.outcome] ?? 'google-failed';
        const target = outcome.outcome === 'blocked' ? UNLOCK_ACCOUNT_PATH : page;
        request.log.info({ outcome: outcome.outcome }, 'login com Google recusado');
        return fail({ request, reply, failure, page: target });
      }
      const destination = outcome.acceptedPrivacyTerms
        ? (started.returnTo ?? AFTER_GOOGLE_SIGN_IN_PATH)
        : AFTER_SIGN_UP_PATH;
      return reply.redirect(destination, 302);
    },
  );
};
