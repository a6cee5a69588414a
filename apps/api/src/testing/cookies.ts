// Test helper: reads Set-Cookie headers of an inject response and builds a Cookie header.
import type { LightMyRequestResponse } from 'fastify';

export type ResponseCookie = { name: string; value: string; httpOnly?: boolean; maxAge?: number };

export const cookiesOf = (response: LightMyRequestResponse): Record<string, ResponseCookie> =>
  Object.fromEntries(
    (response.cookies as ResponseCookie[]).map((cookie) => [cookie.name, cookie] as const),
  );

export const cookieHeader = (cookies: Record<string, string>): string =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
