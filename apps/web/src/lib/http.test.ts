import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { stubFetch } from '../test/fetch-stub';
import { HttpError, http } from './http';

const headersOf = (init: RequestInit | undefined) =>
  (init?.headers ?? {}) as Record<string, string>;

describe('http client', () => {
  it('sends cookies and, on mutating calls, the csrf_token cookie as the csrf-token header', async () => {
    document.cookie = 'csrf_token=abc%2B123';
    const fetchMock = stubFetch({ routes: { 'PUT /update-my-theme': { body: { ok: true } } } });
    await http.get('/status/ping');
    await http.put('/update-my-theme', { theme: 'night' });
    const [getCall, putCall] = fetchMock.mock.calls;
    expect(getCall?.[1]?.credentials).toBe('include');
    expect(headersOf(getCall?.[1])['csrf-token']).toBeUndefined();
    expect(putCall?.[1]?.credentials).toBe('include');
    expect(headersOf(putCall?.[1])['csrf-token']).toBe('abc+123');
    expect(headersOf(putCall?.[1])['content-type']).toBe('application/json');
    expect(putCall?.[1]?.body).toBe('{"theme":"night"}');
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends FormData as it is (multipart, its own content type) with the csrf-token header', async () => {
    document.cookie = 'csrf_token=xyz';
    const fetchMock = stubFetch({ routes: { 'POST /upload-image': { body: { id: '1' } } } });
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'foto.png');
    await http.post('/upload-image', form);
    const [call] = fetchMock.mock.calls;
    expect(call?.[1]?.body).toBe(form);
    expect(headersOf(call?.[1])['content-type']).toBeUndefined();
    expect(headersOf(call?.[1])['csrf-token']).toBe('xyz');
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('treats 402 as a success', async () => {
    stubFetch({
      routes: { 'POST /pagamento': { status: 402, body: { type: 'info', message: 'ok' } } },
    });
    await expect(http.post('/pagamento')).resolves.toEqual({ type: 'info', message: 'ok' });
  });

  it('turns an error answer into its flash', async () => {
    stubFetch({
      routes: {
        'POST /signin-local': {
          status: 401,
          body: { type: 'danger', message: 'E-mail ou senha incorretos.' },
        },
      },
    });
    const error = await http.post('/signin-local', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).flash).toEqual({
      type: 'danger',
      message: 'E-mail ou senha incorretos.',
    });
  });

  it('gives a generic flash when the error body is not a flash', async () => {
    stubFetch({ routes: { 'GET /quebrado': { status: 500, body: 'stack' } } });
    await expect(http.get('/quebrado')).rejects.toMatchObject({
      status: 500,
      flash: { type: 'danger', message: UNEXPECTED_ERROR_MESSAGE },
    });
  });

  it('gives the unavailable flash when the server cannot be reached', async () => {
    stubFetch({ routes: { 'GET /status/ping': 'network-error' } });
    await expect(http.get('/status/ping')).rejects.toMatchObject({
      status: 0,
      flash: { type: 'danger', message: UNAVAILABLE_MESSAGE },
    });
  });
});
