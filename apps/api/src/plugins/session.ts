// Database-backed sessions: an opaque 256-bit token in an HttpOnly SameSite=Lax cookie, its SHA-256
// in the sessions table, 7-day sliding idle expiry and 30-day absolute expiry. Loads `request.user`
// on every request (the session and its user's version; the row from user-cache.ts); on the routes
// that take a challenge (config.accessFactsTarget) once the body is parsed, together with the
// challenge's access facts: one query instead of two (decision 023).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { User } from '@escola/db/schema/users';
import { isBlockedByInactivity } from '@escola/domain/inactivity';
import { clearCsrfCookies, issueCsrfToken } from './csrf';
import {
  readsSessionAfterParsing,
  type AccessFacts,
  type AccessFactsTarget,
} from './challenge-access-facts';
import {
  deleteSession,
  findActiveSession,
  findActiveSessionWithAccessFacts,
  insertSession,
  touchSession,
  type ActiveSession,
} from './session-repository';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  sessionCookieName,
} from './session-settings';
import { createUserCache, type UserCache } from './user-cache';
import { generateSessionToken, hashSessionToken, isWellFormedSessionToken } from './session-token';
import { isStaticAssetPath } from './static-paths';
import '../fastify-augmentation';

const sessionCookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.server.config.isSecureOrigin,
});

const clearSessionCookie = ({
  request,
  reply,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
}) => {
  reply.clearCookie(sessionCookieName(request.server.config), sessionCookieOptions(request));
};

/**
 * Starts a session for `userId`, ending the one the request came with (rotation at sign-in, so a
 * planted session id is worthless), and re-issues the CSRF token bound to the new session.
 */
export const createSession = async ({
  request,
  reply,
  userId,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  userId: string;
}): Promise<void> => {
  const { db } = request.server;
  if (request.session) await deleteSession({ db, id: request.session.id });
  const token = generateSessionToken();
  const id = hashSessionToken(token);
  const now = new Date();
  await insertSession({
    db,
    id,
    userId,
    now,
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    ip: request.ip,
  });
  reply.setCookie(sessionCookieName(request.server.config), token, {
    ...sessionCookieOptions(request),
    maxAge: Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000),
  });
  request.session = { id, userId };
  issueCsrfToken({ request, reply });
};

/** Ends the current session (row and cookies). */
export const destroySession = async ({
  request,
  reply,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
}): Promise<void> => {
  if (request.session) await deleteSession({ db: request.server.db, id: request.session.id });
  request.session = null;
  request.user = null;
  clearSessionCookie({ request, reply });
  clearCsrfCookies({ request, reply });
};

/** Reads the cookie's session (and the target's access facts) into the request. */
const loadSession = async ({
  request,
  reply,
  target,
  userCache,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  target: AccessFactsTarget | null;
  userCache: UserCache;
}): Promise<void> => {
  const { db, config } = request.server;
  const token = request.cookies[sessionCookieName(config)];
  if (!token) return;
  if (!isWellFormedSessionToken(token)) {
    clearSessionCookie({ request, reply });
    return;
  }
  const now = new Date();
  const id = hashSessionToken(token);
  const active: (ActiveSession & { user?: User; accessFacts?: AccessFacts }) | null = target
    ? await findActiveSessionWithAccessFacts({ db, id, now, target })
    : await findActiveSession({ db, id, now });
  // The routes that take a challenge read the row with the session; the others keep it.
  const user =
    active &&
    (active.user ??
      (await userCache.load({ db, userId: active.userId, version: active.userVersion })));
  if (!active || !user) {
    clearSessionCookie({ request, reply });
    return;
  }
  if (isBlockedByInactivity(user)) {
    // A blocked account keeps no session (decision 012): it ends, the request goes on anonymous.
    await deleteSession({ db, id });
    clearSessionCookie({ request, reply });
    request.endedBlockedSession = true;
    return;
  }
  request.session = { id: active.id, userId: active.userId };
  request.user = user;
  if (target && active.accessFacts) {
    request.prefetchedAccessFacts = { ...target, facts: active.accessFacts };
  }
  if (now.getTime() - active.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
  await touchSession({
    db,
    id,
    now,
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS),
  });
};

export const sessionPlugin = fastifyPlugin(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('endedBlockedSession', false);
    app.decorateRequest('prefetchedAccessFacts', null);

    const userCache = createUserCache();
    app.addHook('onRequest', async (request, reply) => {
      if (isStaticAssetPath(request.url)) return;
      if (readsSessionAfterParsing(request)) return;
      await loadSession({ request, reply, target: null, userCache });
    });

    // Routes that take a challenge: the body names it, so the session is read now, with its facts.
    // Nothing before this point acts for the user: the body is only parsed (validation, the
    // CSRF check and the handler come after).
    app.addHook('preValidation', async (request, reply) => {
      const readTarget = request.routeOptions.config.accessFactsTarget;
      if (!readTarget) return;
      await loadSession({ request, reply, target: readTarget(request), userCache });
    });
  },
  { name: 'session', dependencies: ['database', '@fastify/cookie'] },
);
