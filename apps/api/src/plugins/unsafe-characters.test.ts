// Issue 13, point 5: NUL and lone surrogates in any text field answer 400 naming the field, on
// PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL, and nothing is written.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { savedChallenges } from '@escola/db/schema/saved-challenges';
import { users } from '@escola/db/schema/users';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createTestUser } from '../testing/create-test-user';
import { writeCurriculumFixture } from '../testing/curriculum-fixture';
import { requestAs, visitorOf, type Caller } from '../testing/request-as';
import { signIn } from '../testing/sign-in';
import { findUnsafeText } from './unsafe-characters';

const CHALLENGE = 'declare-uma-variavel';
const HOSTILE = { nul: 'a\u0000b', 'high surrogate': 'a\uD800b', 'low surrogate': '\uDC00b' };

const databases = [
  { database: 'PGlite', embeddedDatabase: true },
  ...(process.env.TEST_DATABASE_URL ? [{ database: 'PostgreSQL', embeddedDatabase: false }] : []),
];

describe.each(databases)('text that cannot be stored ($database)', ({ embeddedDatabase }) => {
  let directory: string;
  let testApp: TestApp;
  let caller: Caller;
  let userId: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'escola-unsafe-'));
    const curriculumFile = await writeCurriculumFixture({ directory });
    testApp = await buildTestApp({
      environment: { CURRICULUM_SERVER_FILE: curriculumFile },
      embeddedDatabase,
    });
    const created = await createTestUser({
      db: testApp.db,
      overrides: { source: 'turma-2026', access: 'complete' },
    });
    userId = created.user.id;
    caller = await signIn({ app: testApp.app, ...created });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, as: Caller = caller) =>
    requestAs({ app: testApp.app, caller: as, method, url, payload });
  const code = (contents: string) => [
    { key: 'scriptjs', ext: 'js', name: 'script', contents, history: ['script.js'] },
  ];

  describe.each(Object.entries(HOSTILE))('%s', (_, text) => {
    const expectRefused = (response: Awaited<ReturnType<typeof send>>, field: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'danger',
        message: expect.stringContaining(`Campo inválido: ${field}.`) as string,
      });
      expect(response.json().message).toContain('não pode ser guardado');
    };

    it('refuses a sign-up name, creating no account', async () => {
      const email = `nul-${Math.random().toString(36).slice(2)}@teste.escola.dev`;
      const visitor = await visitorOf(testApp.app);
      const response = await send(
        'POST',
        '/signup-local',
        { name: text, email, password: 'senha-boa-123' },
        visitor,
      );
      expectRefused(response, 'name');
      expect(await testApp.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('refuses profile text: about and portfolio', async () => {
      const about = await send('PUT', '/update-my-about', {
        name: 'Aluna',
        about: text,
        location: '',
        picture: '',
      });
      expectRefused(about, 'about');
      const portfolio = await send('PUT', '/update-my-portfolio', {
        portfolio: [
          { id: 'p1', title: 'Projeto', url: 'https://a.dev', image: '', description: text },
        ],
      });
      expectRefused(portfolio, 'portfolio.0.description');
      const [row] = await testApp.db.select().from(users).where(eq(users.id, userId));
      expect(row?.about).toBe('');
      expect(row?.portfolio).toEqual([]);
    });

    it('refuses a report description', async () => {
      const response = await send('POST', '/user/report-user', {
        username: 'outra-pessoa',
        reportDescription: text,
      });
      expectRefused(response, 'reportDescription');
    });

    it('refuses challenge code on save and on completion, storing nothing', async () => {
      const saved = await send('POST', '/save-challenge', {
        id: CHALLENGE,
        files: code(`let a = "${text}";`),
      });
      expectRefused(saved, 'files.0.contents');
      const completed = await send('POST', '/modern-challenge-completed', {
        id: CHALLENGE,
        challengeType: 1,
        files: code(`let a = "${text}";`),
      });
      expectRefused(completed, 'files.0.contents');
      const where = { userId };
      expect(
        await testApp.db
          .select()
          .from(savedChallenges)
          .where(eq(savedChallenges.userId, where.userId)),
      ).toEqual([]);
      expect(
        await testApp.db
          .select()
          .from(completedChallenges)
          .where(eq(completedChallenges.userId, where.userId)),
      ).toEqual([]);
    });
  });

  it.each(['%00', 'a%00', '%ED%A0%80', '%FF'])(
    'answers a query string holding %s with a 4xx',
    async (encoded) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/users/get-public-profile?username=${encoded}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().type).toBe('danger');
    },
  );

  it('keeps emoji (valid surrogate pairs) and stores them faithfully', async () => {
    const response = await send('POST', '/save-challenge', {
      id: CHALLENGE,
      files: code('const festa = "🎉 olá";'),
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).toContain('🎉 olá');
  });
});

describe('findUnsafeText', () => {
  it('names the path of the first bad string or key, however deep', () => {
    let deep: unknown = 'ok\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = { a: deep };
    expect(findUnsafeText(deep, '')?.split('.')).toHaveLength(20_000);
    expect(findUnsafeText({ list: ['ok', { ['chave\uD800']: 1 }] }, '')).toBe('list.1.chave');
    expect(findUnsafeText({ fine: ['😀', 1, null, true] }, '')).toBeNull();
  });
});
