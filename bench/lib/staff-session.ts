// Signing in as the admin seed's super (admin-fixture.ts) and the headers of its requests, as a
// browser sends them (compressed answers accepted: compression is part of the server's time).
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../admin-fixture';
import { randomClientAddress } from './run-load';

export type StaffSession = { cookie: string; csrfToken: string };

export const signInAsSeededSuper = async (baseUrl: string): Promise<StaffSession> => {
  const response = await fetch(`${baseUrl}/signin-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    body: JSON.stringify({ email: SEED_ACCOUNTS.super.email, password: SEED_PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(`entrada do super falhou (${response.status}): rode npm run bench:admin:seed`);
  }
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const csrfToken = cookies.find((cookie) => cookie.startsWith('csrf_token='))?.slice(11) ?? '';
  return { cookie: cookies.join('; '), csrfToken };
};

export const staffHeaders = (session: StaffSession) => ({
  cookie: session.cookie,
  'accept-encoding': 'gzip, deflate, br, zstd',
  'x-forwarded-for': randomClientAddress(),
});
