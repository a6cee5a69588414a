import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { buildTestApp, type TestApp } from './testing/build-test-app';

describe('the API shell', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      addRoutes: (app) => {
        app.get('/test/explode', async () => {
          throw new Error('segredo interno: senha do banco');
        });
      },
    });
  });
  afterAll(async () => testApp.close());

  it('answers the ping after asking the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/status/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'pong' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API route with a 404 flash', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/nao-existe',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.notFound });
  });

  it('answers malformed JSON with a 400 flash', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.malformedJson });
  });

  it('names the invalid field in Portuguese', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      payload: { email: 'não-é-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.type).toBe('danger');
    expect(body.message).toContain('Campo inválido: email.');
    expect(Object.keys(body)).toEqual(['type', 'message']);
  });

  it('says in Portuguese when the body is missing altogether', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/signin-local' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: corpo da requisição\./);
  });

  it('hides the details of an unexpected error behind a generic 500 flash', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.unexpected });
    expect(response.body).not.toContain('segredo');
    expect(response.body).not.toContain('at ');
  });

  it('sends the security headers with a strict content security policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/status/ping' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    // React Aria's style while an overlay is open on iPhone and iPad, by the hash Chromium gives.
    expect(policy).toContain("'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes the OpenAPI document with every route and the zod schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/documentation/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/status/ping',
        '/user/get-session-user',
        '/signin-local',
        '/signout',
        '/signin-google',
        '/signin-google/callback',
        '/status/auth-providers',
        '/check-password',
        '/create-password',
        '/update-my-email',
        '/resend-verification-email',
        '/api/users/unlock-user-account',
        '/api/users/status-by-email',
        '/api/users/has-password',
        '/user/user-token',
        '/user/report-user',
        '/account/delete',
        '/account/user-deleted',
        '/account/revert-delete',
        '/account/export',
        '/user/sessions',
        '/user/sessions/{id}',
      ]),
    );
    const signInBody = JSON.stringify(document.paths['/signin-local'].post.requestBody);
    const bodySchemaName = /schemas\/(\w+)/.exec(signInBody)?.[1] ?? '';
    expect(Object.keys(document.components.schemas[bodySchemaName].properties)).toEqual([
      'email',
      'password',
    ]);
    expect(document.components.schemas).toHaveProperty('SessionUser');
    expect(document.components.schemas).toHaveProperty('Flash');
  });

  it('documents a response schema for every route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/documentation/json' });
    const paths: Record<string, Record<string, { responses?: object }>> = response.json().paths;
    const undocumented = Object.entries(paths)
      .filter(([path]) => !path.startsWith('/test/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => Object.keys(operation.responses ?? {}).length === 0)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(undocumented).toEqual([]);
  });

  it('serves the documentation page', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/documentation/',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('redirects /admin permanently to the user management page, whatever the case', async () => {
    for (const url of ['/admin', '/ADMIN', '/Admin/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/admin/enrollment-users');
    }
  });

  it('compresses large JSON answers', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/documentation/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
