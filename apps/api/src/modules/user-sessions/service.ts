// The user's sessions (docs/architecture.md, security baseline; decision 011). Each is shown under
// a public id: the first 24 hex digits of a SHA-256 of its key, so the key itself (the SHA-256 of
// the cookie token) never leaves the server. Ending one looks it up among the user's own live
// sessions only.
import { createHash } from 'node:crypto';
import type { UserSession } from '@escola/contracts/get-user-sessions';
import type { Database } from '@escola/db/client';
import { deleteOtherSessions } from '../password-change/repository';
import { deleteSessionOfUser, findLiveSessions, type LiveSession } from './repository';

const PUBLIC_ID_LENGTH = 24;

export const toPublicSessionId = (sessionId: string): string =>
  createHash('sha256')
    .update(`sessao-publica:${sessionId}`)
    .digest('hex')
    .slice(0, PUBLIC_ID_LENGTH);

const presentSession = (session: LiveSession, currentSessionId: string): UserSession => ({
  id: toPublicSessionId(session.id),
  createdAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  userAgent: session.userAgent,
  ip: session.ip,
  current: session.id === currentSessionId,
});

/** The current session first, then the most recently seen. */
export const listUserSessions = async ({
  db,
  userId,
  currentSessionId,
  now,
}: {
  db: Database;
  userId: string;
  currentSessionId: string;
  now: Date;
}): Promise<UserSession[]> => {
  const live = await findLiveSessions({ db, userId, now });
  return live
    .map((session) => presentSession(session, currentSessionId))
    .sort(
      (first, second) =>
        Number(second.current) - Number(first.current) ||
        second.lastSeenAt.localeCompare(first.lastSeenAt),
    );
};

export type EndSessionOutcome = 'ended' | 'ended-current' | 'not-found';

export const endUserSession = async ({
  db,
  userId,
  publicId,
  currentSessionId,
  now,
}: {
  db: Database;
  userId: string;
  publicId: string;
  currentSessionId: string;
  now: Date;
}): Promise<EndSessionOutcome> => {
  const live = await findLiveSessions({ db, userId, now });
  const session = live.find((candidate) => toPublicSessionId(candidate.id) === publicId);
  if (!session) return 'not-found';
  if (!(await deleteSessionOfUser({ db, userId, id: session.id }))) return 'not-found';
  return session.id === currentSessionId ? 'ended-current' : 'ended';
};

/** Ends every session of the user but the current one; returns how many ended. */
export const endOtherUserSessions = async ({
  db,
  userId,
  currentSessionId,
  now,
}: {
  db: Database;
  userId: string;
  currentSessionId: string;
  now: Date;
}): Promise<number> => {
  const others = (await findLiveSessions({ db, userId, now })).filter(
    (session) => session.id !== currentSessionId,
  );
  await deleteOtherSessions({ db, userId, keepSessionId: currentSessionId });
  return others.length;
};
