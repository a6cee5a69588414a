// A fetch stub for unit tests: answers by method and path, records every call.
import { vi } from 'vitest';
import { DEFAULT_FEATURE_CONFIG } from '@escola/contracts/get-features';
import type { SessionUser } from '@escola/contracts/get-session-user';

export type StubReply = { status?: number; body?: unknown } | 'network-error';
/** A function may answer later (a promise the test settles), to see the page while it waits. */
export type StubRoutes = Record<
  string,
  StubReply | ((init: RequestInit) => StubReply | Promise<StubReply>)
>;

export const jsonResponse = ({ status = 200, body }: { status?: number; body?: unknown }) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const sessionUserBody = (user: SessionUser | null) =>
  user ? { user: { [user.username]: user }, result: user.username } : { user: {}, result: '' };

/** Routes keyed as 'GET /path'; the session user and the ping answer unless overridden. */
export const stubFetch = ({
  user = null,
  routes = {},
}: { user?: SessionUser | null; routes?: StubRoutes } = {}) => {
  const defaults: StubRoutes = {
    'GET /user/get-session-user': { body: sessionUserBody(user) },
    'GET /status/ping': { body: { msg: 'pong' } },
    // Asked by every signed-in page (decision 011): no deletion pending, no other session.
    'GET /account/user-deleted': {
      body: { message: '', requestedDelete: false, daysToDelete: null },
    },
    'GET /user/sessions': { body: { sessions: [] } },
    // Read once per app load (issue 19): the spec's defaults, never saved by super.
    'GET /api/features': {
      body: {
        config: DEFAULT_FEATURE_CONFIG,
        updatedAt: null,
        linkedProductTitle: null,
        tagManagerId: null,
      },
    },
    // Asked once per app load by the header's messages button (issue 19): no messages.
    'GET /api/messages/get-messages-for-user': {
      body: { messageList: [], messageListSize: 0, unreadCount: 0 },
    },
  };
  const all = { ...defaults, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input.toString();
    const key = `${init.method ?? 'GET'} ${path.split('?')[0]}`;
    const route = all[key];
    const reply = typeof route === 'function' ? await route(init) : route;
    if (reply === undefined)
      return jsonResponse({
        status: 404,
        body: { type: 'danger', message: 'Página não encontrada.' },
      });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return jsonResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
