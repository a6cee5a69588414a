import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionUserResponseSchema } from '@escola/contracts/get-session-user';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { savedChallenges } from '@escola/db/schema/saved-challenges';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import { issueCertificate } from '../certificates/issue-certificate';

const file = {
  fileKey: 'indexjs',
  ext: 'js',
  name: 'index',
  contents: 'console.log("olá")',
  history: ['index.js'],
};

describe('GET /user/get-session-user', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  it('answers an anonymous visitor with the no-user shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/user/get-session-user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: {}, result: '' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the signed-in user under its username with points, progress and certificates', async () => {
    const { user, email, password } = await createTestUser({
      db: testApp.db,
      overrides: { name: 'Beatriz Nunes', registrationQuiz: 1 },
    });
    const completedDate = new Date('2026-03-01T12:00:00.000Z');
    await testApp.db.insert(completedChallenges).values([
      { userId: user.id, challengeId: 'desafio-1', completedDate, challengeType: 1 },
      { userId: user.id, challengeId: 'desafio-2', completedDate, files: [file] },
      { userId: user.id, challengeId: 'desafio-3', completedDate },
    ]);
    const lastSavedDate = new Date('2026-03-02T08:30:00.000Z');
    await testApp.db
      .insert(savedChallenges)
      .values({ userId: user.id, challengeId: 'desafio-4', lastSavedDate, files: [file] });
    for (const certSlug of ['logica-de-programacao', 'react'] as const) {
      await issueCertificate({ db: testApp.db, userId: user.id, certSlug, holderName: 'Ana' });
    }
    const { session } = await signIn({ app: testApp.app, email, password });

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie: cookieHeader({ session }) },
    });
    expect(response.statusCode).toBe(200);
    const body = getSessionUserResponseSchema.parse(response.json());
    expect(body.result).toBe(user.username);
    const sessionUser = body.user[user.username];
    expect(sessionUser).toBeDefined();
    if (!sessionUser) return;
    expect(sessionUser.name).toBe('Beatriz Nunes');
    expect(sessionUser.registrationQuiz).toBe(1);
    expect(sessionUser.points).toBe(80);
    expect(sessionUser.completedChallenges).toHaveLength(3);
    expect(sessionUser.completedChallenges[0]).toEqual({
      id: 'desafio-1',
      completedDate: completedDate.getTime(),
      challengeType: 1,
    });
    expect(sessionUser.completedChallenges.find((item) => item.id === 'desafio-2')?.files).toEqual([
      file,
    ]);
    expect(sessionUser.savedChallenges).toEqual([
      { id: 'desafio-4', lastSavedDate: lastSavedDate.getTime(), challengeFiles: [file] },
    ]);
    expect(sessionUser).toMatchObject({
      isLogicaDeProgramacaoCert: true,
      isReactCert: true,
      isHtmlCssJavascriptCert: false,
      isFundamentosDaProgramacaoFrontEndCert: false,
    });
    expect(JSON.stringify(body)).not.toContain('passwordHash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('gives 50 points to a learner who has completed nothing', async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const { session } = await signIn({ app: testApp.app, email, password });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie: cookieHeader({ session }) },
    });
    const body = response.json();
    expect(body.user[user.username].points).toBe(50);
    expect(body.user[user.username].classGroupInfo).toBeNull();
  });
});
