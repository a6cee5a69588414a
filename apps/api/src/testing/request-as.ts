// Test helper: calls the app as a signed-in user (session cookie + CSRF header) or as an anonymous
// visitor (the cookies and CSRF token the page's first call would get).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { cookieHeader, cookiesOf } from './cookies';

export type Caller =
  | { session: string; csrfToken: string; sendCsrf?: boolean }
  | { cookie: string; csrfToken: string; sendCsrf?: boolean };

/** The cookie header and CSRF token of a fresh anonymous visitor. */
export const visitorOf = async (app: FastifyInstance): Promise<Caller> => {
  const response = await app.inject({ method: 'GET', url: '/user/get-session-user' });
  const cookies = Object.fromEntries(
    Object.values(cookiesOf(response)).map((cookie) => [cookie.name, cookie.value]),
  );
  return { cookie: cookieHeader(cookies), csrfToken: cookies.csrf_token ?? '' };
};

export const requestAs = ({
  app,
  caller,
  method,
  url,
  payload,
  extraCookies = {},
  headers = {},
}: {
  app: FastifyInstance;
  caller: Caller;
  method: InjectOptions['method'];
  url: string;
  payload?: unknown;
  extraCookies?: Record<string, string>;
  /** More request headers (a multipart body's content-type). */
  headers?: Record<string, string>;
}) => {
  const extra = cookieHeader(extraCookies);
  const base =
    'session' in caller
      ? cookieHeader({ session: caller.session, csrf_token: caller.csrfToken })
      : caller.cookie;
  return app.inject({
    method,
    url,
    headers: {
      ...headers,
      cookie: extra === '' ? base : `${base}; ${extra}`,
      ...(caller.sendCsrf === false ? {} : { 'csrf-token': caller.csrfToken }),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
};
