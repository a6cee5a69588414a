// CSRF protection: signed double-submit. The token travels in the `csrf_token` cookie (readable by
// the page) and must come back in the `csrf-token` header on every POST/PUT/PATCH/DELETE, except
// the four calls the spec sends without it (sign-in, sign-up, forgot and recovery), the one-click
// unsubscribe of campaign e-mails (issue 20) and the AI assistant's bearer-token calls (issue 21).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';
import { readsSessionAfterParsing } from './challenge-access-facts';
import { createCsrfToken, isSameToken, isValidCsrfToken } from './csrf-token';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, anonymousIdCookieName } from './session-settings';
import { isStaticAssetPath } from './static-paths';
import '../fastify-augmentation';

export const CSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  'POST /signin-local',
  'POST /signup-local',
  'POST /forgot-password',
  'PUT /recovery-password',
  // One-click unsubscribe from a mail client (RFC 8058): no cookies; the signed token is the proof.
  'POST /unsubscribed/:token',
  // The AI assistant's calls: authenticated by the bearer user token alone, never by a cookie.
  'POST /chat-assistant/:product/:category',
  'DELETE /chat-assistant/:product/:category/session/:sessionId',
]);

const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ANONYMOUS_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const cookieOptions = ({ request, httpOnly }: { request: FastifyRequest; httpOnly: boolean }) => ({
  path: '/',
  httpOnly,
  sameSite: 'lax' as const,
  secure: request.server.config.isSecureOrigin,
});

const readAnonymousId = (request: FastifyRequest): string | undefined => {
  const name = anonymousIdCookieName(request.server.config);
  const value = request.cookies[name];
  return value && ANONYMOUS_ID_PATTERN.test(value) ? value : undefined;
};

/** What the token is bound to: the session when signed in, else the anonymous visitor id. */
const readBinding = (request: FastifyRequest): string | undefined => {
  if (request.session) return `session:${request.session.id}`;
  const anonymousId = readAnonymousId(request);
  return anonymousId ? `anonymous:${anonymousId}` : undefined;
};

/** Sets a fresh CSRF cookie for the current session (or anonymous visitor); returns the token. */
export const issueCsrfToken = ({
  request,
  reply,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
}): string => {
  let binding = readBinding(request);
  if (!binding) {
    const anonymousId = randomBytes(24).toString('base64url');
    reply.setCookie(
      anonymousIdCookieName(request.server.config),
      anonymousId,
      cookieOptions({ request, httpOnly: true }),
    );
    binding = `anonymous:${anonymousId}`;
  }
  const token = createCsrfToken({ secret: request.server.config.sessionSecret, binding });
  reply.setCookie(CSRF_COOKIE_NAME, token, cookieOptions({ request, httpOnly: false }));
  return token;
};

export const clearCsrfCookies = ({
  request,
  reply,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
}): void => {
  reply.clearCookie(CSRF_COOKIE_NAME, cookieOptions({ request, httpOnly: false }));
  reply.clearCookie(
    anonymousIdCookieName(request.server.config),
    cookieOptions({ request, httpOnly: true }),
  );
};

const needsCsrfCheck = (request: FastifyRequest): boolean => {
  if (!MUTATING_METHODS.has(request.method)) return false;
  // Nothing to protect on an unknown route: it answers 404.
  if (request.is404) return false;
  return !CSRF_EXEMPT_ROUTES.has(`${request.method} ${request.routeOptions.url}`);
};

/** Checks the token of a mutating call, and gives the visitor a valid cookie when theirs is not. */
const checkCsrf = (request: FastifyRequest, reply: FastifyReply): void => {
  const binding = readBinding(request);
  const cookieToken = request.cookies[CSRF_COOKIE_NAME];
  const cookieIsValid =
    binding !== undefined &&
    cookieToken !== undefined &&
    isValidCsrfToken({ secret: request.server.config.sessionSecret, binding, token: cookieToken });

  if (needsCsrfCheck(request)) {
    const headerToken = request.headers[CSRF_HEADER_NAME];
    const matches =
      cookieIsValid && typeof headerToken === 'string' && isSameToken(headerToken, cookieToken);
    if (!matches) throw new HttpError({ statusCode: 403, message: MESSAGES.csrfInvalid });
  }
  if (!cookieIsValid) issueCsrfToken({ request, reply });
};

export const csrfPlugin = fastifyPlugin(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (isStaticAssetPath(request.url)) return;
      if (readsSessionAfterParsing(request)) return;
      checkCsrf(request, reply);
    });
    // Right after the session plugin's own preValidation hook (registered before this one) has
    // read the session of the routes that take a challenge; still before validation and handler.
    app.addHook('preValidation', async (request, reply) => {
      if (!readsSessionAfterParsing(request)) return;
      checkCsrf(request, reply);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
