// The short-lived cookie that carries a Google sign-in from GET /signin-google to its callback:
// the PKCE verifier, state and nonce, plus where to go after. HttpOnly, SameSite=Lax (the provider
// sends the browser back with a top-level GET), signed with SESSION_SECRET (@fastify/cookie), and
// read once: the callback clears it whatever happens.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Time to sign in at the provider; an older cookie is refused even if the browser kept it. */
export const SIGN_IN_COOKIE_LIFETIME_MS = 10 * 60 * 1000;

const signInCookieSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  unlock: z.boolean(),
  returnTo: z.string().optional(),
  issuedAt: z.number(),
});

export type SignInCookie = z.infer<typeof signInCookieSchema>;

/** `__Host-` needs `Secure`, so the prefix is used only when the public URL is https. */
const cookieName = (request: FastifyRequest) =>
  request.server.config.isSecureOrigin ? '__Host-google_signin' : 'google_signin';

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.server.config.isSecureOrigin,
});

export const setSignInCookie = ({
  request,
  reply,
  value,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  value: SignInCookie;
}): void => {
  reply.setCookie(cookieName(request), Buffer.from(JSON.stringify(value)).toString('base64url'), {
    ...cookieOptions(request),
    signed: true,
    maxAge: Math.floor(SIGN_IN_COOKIE_LIFETIME_MS / 1000),
  });
};

/** Reads and clears the cookie; undefined when it is missing, forged, malformed or too old. */
export const takeSignInCookie = ({
  request,
  reply,
  now,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  now: Date;
}): SignInCookie | undefined => {
  const raw = request.cookies[cookieName(request)];
  if (raw === undefined) return undefined;
  reply.clearCookie(cookieName(request), cookieOptions(request));
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = signInCookieSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const age = now.getTime() - parsed.data.issuedAt;
  if (age < 0 || age > SIGN_IN_COOKIE_LIFETIME_MS) return undefined;
  return parsed.data;
};
