// Proof that this session's user typed the account password a moment ago (POST /check-password),
// so PUT /update-my-email cannot be sent by a stolen session alone (decision 012). A signed
// HttpOnly cookie (@fastify/cookie signs with the session secret) holding the expiry and a digest
// of the session id: worthless in another session, gone after a few minutes or once used.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PASSWORD_CHECK_PROOF_LIFETIME_MS = 5 * 60_000;

const cookieName = ({ isSecureOrigin }: { isSecureOrigin: boolean }) =>
  isSecureOrigin ? '__Host-password_checked' : 'password_checked';

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.server.config.isSecureOrigin,
});

const sessionDigest = (sessionId: string) =>
  createHash('sha256').update(`password-check\n${sessionId}`).digest('base64url');

export const issuePasswordCheckProof = ({
  request,
  reply,
  now,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  now: Date;
}): void => {
  if (!request.session) return;
  const expiresAt = now.getTime() + PASSWORD_CHECK_PROOF_LIFETIME_MS;
  reply.setCookie(
    cookieName(request.server.config),
    `${expiresAt}.${sessionDigest(request.session.id)}`,
    {
      ...cookieOptions(request),
      signed: true,
      maxAge: Math.floor(PASSWORD_CHECK_PROOF_LIFETIME_MS / 1000),
    },
  );
};

export const hasPasswordCheckProof = ({
  request,
  now,
}: {
  request: FastifyRequest;
  now: Date;
}): boolean => {
  const raw = request.cookies[cookieName(request.server.config)];
  if (!raw || !request.session) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return false;
  const [expiresAt, digest, ...rest] = unsigned.value.split('.');
  if (rest.length > 0 || digest !== sessionDigest(request.session.id)) return false;
  return Number(expiresAt) > now.getTime();
};

export const clearPasswordCheckProof = ({
  request,
  reply,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
}): void => {
  reply.clearCookie(cookieName(request.server.config), cookieOptions(request));
};
