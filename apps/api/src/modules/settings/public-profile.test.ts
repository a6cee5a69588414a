import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_NOT_FOUND_MESSAGE } from '@escola/contracts/get-public-profile';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { DEFAULT_PROFILE_UI } from '@escola/db/schema/json-types';
import { computePoints } from '@escola/domain/points';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { issueCertificate } from '../certificates/issue-certificate';
import { createTestUser } from '../../testing/create-test-user';

const PROFILE_FIELDS = {
  name: 'Ana Souza',
  location: 'Recife, PE',
  about: 'Aprendendo React.',
  picture: 'https://fotos.escola.dev/ana.png',
  socials: { githubProfile: 'https://github.com/ana', linkedin: '', twitter: '', website: '' },
  portfolio: [
    { id: 'p1', title: 'Calculadora', url: 'https://ana.dev.br', image: '', description: '' },
  ],
};

describe('GET /api/users/get-public-profile', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const getProfile = (username: string) =>
    testApp.app.inject({
      url: `/api/users/get-public-profile?username=${encodeURIComponent(username)}`,
    });

  it('shows only the username of a locked profile', async () => {
    const { user } = await createTestUser({
      db: testApp.db,
      overrides: { ...PROFILE_FIELDS, profileUi: { ...DEFAULT_PROFILE_UI, showName: true } },
    });
    const response = await getProfile(user.username);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: user.username, isLocked: true });
  });

  it('shows each part only when its show flag is on', async () => {
    const { user } = await createTestUser({
      db: testApp.db,
      overrides: {
        ...PROFILE_FIELDS,
        profileUi: { ...DEFAULT_PROFILE_UI, isLocked: false, showName: true, showPoints: true },
      },
    });
    await testApp.db.insert(completedChallenges).values([
      { userId: user.id, challengeId: 'desafio-1', completedDate: new Date() },
      { userId: user.id, challengeId: 'desafio-2', completedDate: new Date() },
    ]);
    const response = await getProfile(user.username.toUpperCase());
    expect(response.json()).toEqual({
      username: user.username,
      isLocked: false,
      name: 'Ana Souza',
      points: computePoints({ completedCount: 2 }),
    });
  });

  it('shows about, picture, links, location and portfolio when allowed', async () => {
    const { user } = await createTestUser({
      db: testApp.db,
      overrides: {
        ...PROFILE_FIELDS,
        profileUi: {
          ...DEFAULT_PROFILE_UI,
          isLocked: false,
          showAbout: true,
          showLocation: true,
          showPortfolio: true,
        },
      },
    });
    const response = await getProfile(user.username);
    expect(response.json()).toEqual({
      username: user.username,
      isLocked: false,
      location: PROFILE_FIELDS.location,
      about: PROFILE_FIELDS.about,
      picture: PROFILE_FIELDS.picture,
      socials: PROFILE_FIELDS.socials,
      portfolio: PROFILE_FIELDS.portfolio,
    });
  });

  it('lists the certificates of a public profile that shows them, each with its page', async () => {
    const { user } = await createTestUser({
      db: testApp.db,
      overrides: {
        ...PROFILE_FIELDS,
        isHonest: true,
        profileUi: { ...DEFAULT_PROFILE_UI, isLocked: false, showCerts: true },
      },
    });
    for (const certSlug of ['participacao-1', 'react'] as const) {
      await issueCertificate({ db: testApp.db, userId: user.id, certSlug, holderName: 'Ana' });
    }
    const response = await getProfile(user.username);
    expect(response.json()).toEqual({
      username: user.username,
      isLocked: false,
      certificates: [
        {
          certSlug: 'react',
          title: 'React',
          kind: 'certification',
          issuedAt: expect.any(String),
          url: `/certification/${user.username}/react`,
        },
        {
          certSlug: 'participacao-1',
          title: '1ª matrícula: Fundamentos da programação front-end',
          kind: 'participation',
          issuedAt: expect.any(String),
          url: `/certification/${user.username}/participacao-1`,
        },
      ],
    });
  });

  it('leaves the certificates out when they are hidden, and certifications without the pledge', async () => {
    const hidden = await createTestUser({
      db: testApp.db,
      overrides: { isHonest: true, profileUi: { ...DEFAULT_PROFILE_UI, isLocked: false } },
    });
    const dishonest = await createTestUser({
      db: testApp.db,
      overrides: { profileUi: { ...DEFAULT_PROFILE_UI, isLocked: false, showCerts: true } },
    });
    for (const { user } of [hidden, dishonest]) {
      await issueCertificate({
        db: testApp.db,
        userId: user.id,
        certSlug: 'react',
        holderName: 'Ana',
      });
    }
    expect((await getProfile(hidden.user.username)).json()).toEqual({
      username: hidden.user.username,
      isLocked: false,
    });
    expect((await getProfile(dishonest.user.username)).json()).toEqual({
      username: dishonest.user.username,
      isLocked: false,
      certificates: [],
    });
  });

  it('answers an unknown username with the username-not-found flash', async () => {
    const response = await getProfile('ninguem-com-esse-nome');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'danger', message: USERNAME_NOT_FOUND_MESSAGE });
  });

  it('answers a missing or malformed username with a Portuguese 400 flash', async () => {
    for (const url of [
      '/api/users/get-public-profile',
      '/api/users/get-public-profile?username=a',
      `/api/users/get-public-profile?username=${'a'.repeat(5000)}`,
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^Campo inválido/);
    }
  });
});
