// The one HTTP client of the web app (docs/architecture.md, convention 7). Cookies always travel;
// mutating calls echo the `csrf_token` cookie in the `csrf-token` header; any failure becomes the
// flash shape. A body is sent as JSON, or as it is when it is FormData (multipart, e.g. an image
// upload).
import type { Flash } from '@escola/contracts/flash';
import { isSuccessStatus } from '@escola/domain/http-status';
import { UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const CSRF_COOKIE = 'csrf_token';
const CSRF_HEADER = 'csrf-token';

export class HttpError extends Error {
  readonly flash: Flash;
  /** 0 when the server could not be reached at all. */
  readonly status: number;

  constructor({ flash, status }: { flash: Flash; status: number }) {
    super(flash.message);
    this.name = 'HttpError';
    this.flash = flash;
    this.status = status;
  }
}

export const readCookie = (name: string): string | undefined => {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

const isFlash = (value: unknown): value is Flash =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Flash).type === 'string' &&
  typeof (value as Flash).message === 'string';

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const toFlash = (body: unknown): Flash =>
  isFlash(body) ? body : { type: 'danger', message: UNEXPECTED_ERROR_MESSAGE };

export const request = async <Result>({
  method = 'GET',
  path,
  body,
  headers: extraHeaders = {},
}: {
  method?: Method;
  path: string;
  body?: unknown;
  /** Headers of one call (e.g. the quiz record's token). */
  headers?: Record<string, string>;
}): Promise<Result> => {
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  const isForm = body instanceof FormData;
  // FormData sets its own multipart content type (with the boundary).
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new HttpError({ flash: { type: 'danger', message: UNAVAILABLE_MESSAGE }, status: 0 });
  }
  const parsed = await readBody(response);
  if (!isSuccessStatus(response.status)) {
    throw new HttpError({ flash: toFlash(parsed), status: response.status });
  }
  return parsed as Result;
};

export const http = {
  get: <Result>(path: string) => request<Result>({ path }),
  post: <Result>(path: string, body?: unknown) => request<Result>({ method: 'POST', path, body }),
  put: <Result>(path: string, body?: unknown) => request<Result>({ method: 'PUT', path, body }),
  delete: <Result>(path: string) => request<Result>({ method: 'DELETE', path }),
};
