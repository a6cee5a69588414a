import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_PICTURE_MESSAGE } from '@escola/contracts/put-update-my-about';
import type { User } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader, cookiesOf } from '../../testing/cookies';
import { createTestUser, readTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import { UPDATED_MESSAGES } from './settings-messages';

type Case = {
  path: string;
  good: Record<string, unknown>;
  bad: Record<string, unknown>[];
  message: string;
  expectRow: (row: User) => void;
};

const PORTFOLIO_ITEM = {
  id: 'projeto-1',
  title: 'Calculadora',
  url: 'https://ana.dev.br/calculadora',
  image: '',
  description: 'Uma calculadora em React.',
};

const PRIVATE_PROFILE = {
  isLocked: true,
  showAbout: false,
  showCerts: false,
  showDonation: false,
  showHeatMap: false,
  showLocation: false,
  showName: false,
  showPoints: false,
  showPortfolio: false,
  showTimeLine: false,
};

const CASES: Case[] = [
  {
    path: '/update-my-theme',
    good: { theme: 'night' },
    bad: [{}, { theme: 'rosa' }, { theme: 1 }, { theme: 'night', extra: true }],
    message: UPDATED_MESSAGES.themes,
    expectRow: (row) => expect(row.theme).toBe('night'),
  },
  {
    path: '/update-my-sound',
    good: { sound: true },
    bad: [{}, { sound: 'sim' }, { sound: null }],
    message: UPDATED_MESSAGES.sound,
    expectRow: (row) => expect(row.sound).toBe(true),
  },
  {
    path: '/update-my-keyboard-shortcuts',
    good: { keyboardShortcuts: true },
    bad: [{}, { keyboardShortcuts: 'x'.repeat(5000) }, { keyboardShortcuts: 1 }],
    message: UPDATED_MESSAGES.keyboardShortcut,
    expectRow: (row) => expect(row.keyboardShortcuts).toBe(true),
  },
  {
    path: '/update-my-honesty',
    good: { isHonest: true },
    bad: [{}, { isHonest: false }, { isHonest: 'true' }],
    message: UPDATED_MESSAGES.honesty,
    expectRow: (row) => expect(row.isHonest).toBe(true),
  },
  {
    path: '/update-my-quincy-email',
    good: { sendQuincyEmail: true },
    bad: [{}, { sendQuincyEmail: 'yes' }, { sendQuincyEmail: [] }],
    message: UPDATED_MESSAGES.emailSubscription,
    expectRow: (row) => {
      expect(row.sendQuincyEmail).toBe(true);
      expect(row.sendQuincyEmailConsentAt).toBeInstanceOf(Date);
    },
  },
  {
    path: '/update-privacy-terms',
    good: { quincyEmails: true },
    bad: [{}, { quincyEmails: 'sim' }, { acceptedPrivacyTerms: true }],
    message: UPDATED_MESSAGES.preferences,
    expectRow: (row) => {
      expect(row.acceptedPrivacyTerms).toBe(true);
      expect(row.sendQuincyEmail).toBe(true);
      expect(row.sendQuincyEmailConsentAt).toBeInstanceOf(Date);
    },
  },
  {
    path: '/update-my-about',
    good: {
      name: '  Ana Souza ',
      about: 'Aprendendo React.',
      location: 'Recife, PE',
      picture: 'https://avatars.githubusercontent.com/u/1',
    },
    bad: [
      {},
      { name: 'Ana', about: '', location: '', picture: 'javascript:alert(1)' },
      { name: 'Ana', about: '', location: '', picture: 'avatars.githubusercontent.com/u/1' },
      { name: 'x'.repeat(101), about: '', location: '', picture: '' },
      { name: 'Ana', about: 'x'.repeat(501), location: '', picture: '' },
      { name: 'Ana', about: '', location: '', picture: '', type: 'admin' },
    ],
    message: UPDATED_MESSAGES.aboutMe,
    expectRow: (row) => {
      expect(row.name).toBe('Ana Souza');
      expect(row.about).toBe('Aprendendo React.');
      expect(row.location).toBe('Recife, PE');
      expect(row.picture).toBe('https://avatars.githubusercontent.com/u/1');
      expect(row.type).toBe('student');
    },
  },
  {
    path: '/update-my-socials',
    good: {
      githubProfile: 'https://github.com/ana',
      linkedin: '',
      twitter: 'https://x.com/ana',
      website: 'https://ana.dev.br',
    },
    bad: [
      {},
      { githubProfile: 'javascript:alert(1)', linkedin: '', twitter: '', website: '' },
      { githubProfile: 'github.com/ana', linkedin: '', twitter: '', website: '' },
      { githubProfile: '', linkedin: '', twitter: '', website: 'https://a b.com' },
    ],
    message: UPDATED_MESSAGES.socials,
    expectRow: (row) =>
      expect(row.socials).toEqual({
        githubProfile: 'https://github.com/ana',
        linkedin: '',
        twitter: 'https://x.com/ana',
        website: 'https://ana.dev.br',
      }),
  },
  {
    path: '/update-my-portfolio',
    good: { portfolio: [PORTFOLIO_ITEM] },
    bad: [
      {},
      { portfolio: [{ ...PORTFOLIO_ITEM, url: '' }] },
      { portfolio: [{ ...PORTFOLIO_ITEM, title: '' }] },
      { portfolio: [{ ...PORTFOLIO_ITEM, image: 'ftp//x' }] },
      {
        portfolio: Array.from({ length: 21 }, (_, index) => ({
          ...PORTFOLIO_ITEM,
          id: `${index}`,
        })),
      },
    ],
    message: UPDATED_MESSAGES.portfolio,
    expectRow: (row) => expect(row.portfolio).toEqual([PORTFOLIO_ITEM]),
  },
  {
    path: '/update-my-profileui',
    good: { profileUI: { ...PRIVATE_PROFILE, isLocked: false, showName: true } },
    bad: [
      {},
      { profileUI: { ...PRIVATE_PROFILE, isLocked: 'no' } },
      { profileUI: { isLocked: false } },
      { profileUI: { ...PRIVATE_PROFILE, showEmail: true } },
    ],
    message: UPDATED_MESSAGES.privacy,
    expectRow: (row) =>
      expect(row.profileUi).toEqual({ ...PRIVATE_PROFILE, isLocked: false, showName: true }),
  },
];

describe('settings preference calls', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const readRow = async (id: string): Promise<User> => readTestUser({ db: testApp.db, id });

  /** A fresh learner with every preference off, signed in. */
  const signedInLearner = async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const { session, csrfToken } = await signIn({ app: testApp.app, email, password });
    return { user, session, csrfToken };
  };

  const put = ({
    path,
    payload,
    session,
    cookieToken,
    headerToken,
  }: {
    path: string;
    payload: unknown;
    session?: string;
    cookieToken?: string;
    headerToken?: string;
  }) =>
    testApp.app.inject({
      method: 'PUT',
      url: path,
      headers: {
        ...(session ? { cookie: cookieHeader({ session, csrf_token: cookieToken ?? '' }) } : {}),
        ...(headerToken ? { 'csrf-token': headerToken } : {}),
      },
      payload: payload as Record<string, unknown>,
    });

  describe.each(CASES)('PUT $path', ({ path, good, bad, message, expectRow }) => {
    it('saves the preference and answers the success flash', async () => {
      const { user, session, csrfToken } = await signedInLearner();
      const response = await put({
        path,
        payload: good,
        session,
        cookieToken: csrfToken,
        headerToken: csrfToken,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ type: 'success', message });
      expectRow(await readRow(user.id));
    });

    it('answers bad input with a Portuguese 400 flash and leaves the row unchanged', async () => {
      const { user, session, csrfToken } = await signedInLearner();
      const before = await readRow(user.id);
      for (const payload of bad) {
        const response = await put({
          path,
          payload,
          session,
          cookieToken: csrfToken,
          headerToken: csrfToken,
        });
        expect(response.statusCode).toBe(400);
        const flash = response.json<{ type: string; message: string }>();
        expect(flash.type).toBe('danger');
        expect(flash.message).toMatch(/^Campo inválido/);
      }
      expect(await readRow(user.id)).toEqual(before);
    });

    it('refuses a missing or wrong CSRF token with 403 and leaves the row unchanged', async () => {
      const { user, session, csrfToken } = await signedInLearner();
      const before = await readRow(user.id);
      const missing = await put({ path, payload: good, session, cookieToken: csrfToken });
      const wrong = await put({
        path,
        payload: good,
        session,
        cookieToken: csrfToken,
        headerToken: `${csrfToken.slice(0, -2)}xx`,
      });
      for (const response of [missing, wrong]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
      }
      expect(await readRow(user.id)).toEqual(before);
    });

    it('answers a visitor with a valid CSRF token 401 and the sign-in message', async () => {
      const anonymous = await testApp.app.inject({ method: 'GET', url: '/user/get-session-user' });
      const cookies = cookiesOf(anonymous);
      const token = cookies.csrf_token?.value ?? '';
      const response = await testApp.app.inject({
        method: 'PUT',
        url: path,
        headers: {
          cookie: cookieHeader({
            anonymous_id: cookies.anonymous_id?.value ?? '',
            csrf_token: token,
          }),
          'csrf-token': token,
        },
        payload: good,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
    });
  });

  it('records a new consent date each time the e-mail preference changes (LGPD)', async () => {
    const { user, session, csrfToken } = await signedInLearner();
    const headers = { session, cookieToken: csrfToken, headerToken: csrfToken };
    await put({ path: '/update-my-quincy-email', payload: { sendQuincyEmail: true }, ...headers });
    const given = (await readRow(user.id)).sendQuincyEmailConsentAt;
    await put({ path: '/update-my-quincy-email', payload: { sendQuincyEmail: false }, ...headers });
    const withdrawn = await readRow(user.id);
    expect(withdrawn.sendQuincyEmail).toBe(false);
    expect(withdrawn.sendQuincyEmailConsentAt?.getTime()).toBeGreaterThanOrEqual(
      given?.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });

  it('explains a refused picture in Portuguese', async () => {
    const { session, csrfToken } = await signedInLearner();
    const response = await put({
      path: '/update-my-about',
      payload: { name: 'Ana', about: '', location: '', picture: 'minha-foto.png' },
      session,
      cookieToken: csrfToken,
      headerToken: csrfToken,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(INVALID_PICTURE_MESSAGE);
  });

  it('changes only the signed-in user', async () => {
    const other = await createTestUser({ db: testApp.db });
    const { session, csrfToken } = await signedInLearner();
    await put({
      path: '/update-my-theme',
      payload: { theme: 'night' },
      session,
      cookieToken: csrfToken,
      headerToken: csrfToken,
    });
    expect((await readRow(other.user.id)).theme).toBe('default');
  });
});
