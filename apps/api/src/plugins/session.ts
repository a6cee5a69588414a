// Database-backed sessions: an opaque 256-bit token in an HttpOnly SameSite=Lax cookie, its SHA-256
// in the sessions table, 7-day sliding idle expiry and 30-day absolute expiry. Loads `request.user`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { isBlockedByInactivity } from '@escola/domain/inactivity';
import { clearCsrfCookies, issueCsrfToken } from './csrf';
import {
  deleteSession,
  findActiveSession,
  insertSession,
  touchSession,
} from './session-repository';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  sessionCookieName,
} from './session-settings';
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

export const sessionPlugin = fastifyPlugin(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('endedBlockedSession', false);

    app.addHook('onRequest', async (request, reply) => {
      if (isStaticAssetPath(request.url)) return;
      const token = request.cookies[sessionCookieName(app.config)];
      if (!token) return;
      if (!isWellFormedSessionToken(token)) {
        clearSessionCookie({ request, reply });
        return;
      }
      const now = new Date();
      const id = hashSessionToken(token);
      const active = await findActiveSession({ db: app.db, id, now });
      if (!active) {
        clearSessionCookie({ request, reply });
        return;
      }
      if (isBlockedByInactivity(active.user)) {
        // A blocked account keeps no session (decision 012): it ends, the request goes on anonymous.
        await deleteSession({ db: app.db, id });
        clearSessionCookie({ request, reply });
        request.endedBlockedSession = true;
        return;
      }
      request.session = { id: active.id, userId: active.userId };
      request.user = active.user;
      if (now.getTime() - active.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
      await touchSession({
        db: app.db,
        id,
        now,
        idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS),
      });
    });
  },
  { name: 'session', dependencies: ['database', '@fastify/cookie'] },
);
