// The signed-in user, fetched once with TanStack Query from GET /user/get-session-user.
// Async states as the spec names them: pending (full-screen loader), complete, errored.
import { createContext, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GetSessionUserResponse, SessionUser } from '@escola/contracts/get-session-user';
import { http } from './http';

export const SESSION_USER_PATH = '/user/get-session-user';
export const SESSION_USER_QUERY_KEY = ['session-user'] as const;

export type SessionUserState = {
  status: 'pending' | 'complete' | 'errored';
  /** null for anonymous visitors (and while pending or after an error). */
  user: SessionUser | null;
};

/** The user under `result`, or null for the anonymous answer `{ user: {}, result: '' }`. */
export const selectSessionUser = (response: GetSessionUserResponse): SessionUser | null => {
  if (response.result === '') return null;
  const users: Record<string, SessionUser | undefined> = response.user;
  return users[response.result] ?? null;
};

export const fetchSessionUser = async (): Promise<SessionUser | null> =>
  selectSessionUser(await http.get<GetSessionUserResponse>(SESSION_USER_PATH));

/**
 * True where a page prerendered for a visitor is rendered (the build's prerender) or hydrated: while
 * the session user loads, the app renders as for a visitor (not the loader), then updates.
 */
export const SessionPendingAsVisitorContext = createContext(false);

export const useSessionUser = (): SessionUserState => {
  const pendingAsVisitor = useContext(SessionPendingAsVisitorContext);
  const query = useQuery({
    queryKey: SESSION_USER_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    // An error shows the app as for a visitor: the components it mounts must not fetch again (the
    // loader would replace them, and so on forever while offline or the server is down).
    retryOnMount: false,
    placeholderData: pendingAsVisitor ? null : undefined,
  });
  if (query.isPending) return { status: 'pending', user: null };
  if (query.isError) return { status: 'errored', user: null };
  return { status: 'complete', user: query.data };
};

/** First name for the header: the first word of the name, else the username. */
export const getFirstName = (user: Pick<SessionUser, 'name' | 'username'>): string =>
  user.name.trim().split(/\s+/)[0] || user.username;
