import { randomInt, randomUUID } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '@escola/contracts/get-account-export';
import {
  aiAssistantConversations,
  aiAssistantTurns,
  aiAssistantUsage,
} from '@escola/db/schema/ai-assistant-conversations';
import { aiAssistantSessions } from '@escola/db/schema/ai-assistant-sessions';
import { authTokens } from '@escola/db/schema/auth-tokens';
import { classGroups } from '@escola/db/schema/class-groups';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { savedChallenges } from '@escola/db/schema/saved-challenges';
import { userModules } from '@escola/db/schema/user-modules';
import { userReports } from '@escola/db/schema/user-reports';
import { userTokens } from '@escola/db/schema/user-tokens';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { hashSessionToken } from '../../plugins/session-token';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { generateOneTimeToken } from '../one-time-tokens/one-time-tokens';
import { USER_COLUMNS_NOT_EXPORTED } from './present-account-export';
import { issueCertificate } from '../certificates/issue-certificate';

/** CPFs are unique; the export only needs 11 digits. */
const randomCpfDigits = () => String(randomInt(10_000_000_000, 99_999_999_999));
const FILE = { fileKey: 'indexjs', ext: 'js', name: 'index', contents: 'let a = 1;', history: [] };

describe('GET /account/export', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  /** A learner with a row in every table that hangs from a user. */
  const learnerWithEverything = async () => {
    const [group] = await testApp.db
      .insert(classGroups)
      .values({
        name: `Turma Nacional 7 ${randomUUID().slice(0, 8)}`,
        validityType: 'durationInMonths',
        durationInMonths: 6,
      })
      .returning();
    const { user, email, password } = await createTestUser({
      db: testApp.db,
      overrides: { classGroupId: group?.id, about: 'Aprendendo React', cpf: randomCpfDigits() },
    });
    const other = (await createTestUser({ db: testApp.db })).user;
    const { tokenHash } = generateOneTimeToken();
    await issueCertificate({
      db: testApp.db,
      userId: user.id,
      certSlug: 'react',
      holderName: 'Ana',
    });
    await testApp.db.insert(completedChallenges).values({
      userId: user.id,
      challengeId: 'desafio-1',
      challengeType: 1,
      files: [FILE],
    });
    await testApp.db
      .insert(savedChallenges)
      .values({ userId: user.id, challengeId: 'desafio-2', files: [FILE] });
    await testApp.db
      .insert(aiAssistantSessions)
      .values({ userId: user.id, exerciseId: 'desafio-1', sessionId: 'sessao-ia-1' });
    const [conversation] = await testApp.db
      .insert(aiAssistantConversations)
      .values({ userId: user.id, product: 'escola', category: 'react', exerciseId: 'desafio-1' })
      .returning();
    await testApp.db.insert(aiAssistantTurns).values([
      { conversationId: conversation!.id, type: 'human', content: 'Por que meu teste falha?' },
      { conversationId: conversation!.id, type: 'ai', content: 'Veja o nome da variável.' },
    ]);
    await testApp.db
      .insert(aiAssistantUsage)
      .values({ userId: user.id, day: '2026-11-26', tokens: 420 });
    await testApp.db.insert(userModules).values({ userId: user.id, superBlock: 'react' });
    const [userToken] = await testApp.db.insert(userTokens).values({ userId: user.id }).returning();
    await testApp.db.insert(authTokens).values({
      userId: user.id,
      kind: 'password_recovery',
      tokenHash,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await testApp.db.insert(userReports).values({
      reporterId: user.id,
      reportedUserId: other.id,
      reportDescription: 'Perfil com conteúdo ofensivo',
    });
    const caller = await signIn({ app: testApp.app, email, password });
    return { user, other, caller, tokenHash, userTokenId: userToken?.id ?? '', group };
  };

  it('downloads every datum of the learner as an indented JSON attachment, without secrets', async () => {
    const { user, other, caller, tokenHash, userTokenId, group } = await learnerWithEverything();
    const before = Date.now();
    const response = await requestAs({
      app: testApp.app,
      caller,
      method: 'GET',
      url: '/account/export',
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="escola-de-codigo-meus-dados-${user.username}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('\n  "user": {');
    const data = JSON.parse(response.body) as AccountExport;

    expect(Date.parse(data.exportedAt)).toBeGreaterThanOrEqual(before);
    expect(data.user).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      name: 'Aluna de Teste',
      about: 'Aprendendo React',
      cpf: user.cpf,
      hasPassword: true,
      joinDate: user.joinDate.toISOString(),
      classGroupId: user.classGroupId,
    });
    expect(data.classGroup).toEqual({ name: group?.name });
    expect(data.hasUserToken).toBe(true);
    expect(data.certificates).toEqual([{ certSlug: 'react', issuedAt: expect.any(String) }]);
    expect(data.completedChallenges).toEqual([
      {
        challengeId: 'desafio-1',
        completedDate: expect.any(String),
        challengeType: 1,
        solution: null,
        githubLink: null,
        files: [FILE],
      },
    ]);
    expect(data.savedChallenges).toEqual([
      { challengeId: 'desafio-2', lastSavedDate: expect.any(String), files: [FILE] },
    ]);
    expect(data.aiAssistantSessions).toEqual([
      { exerciseId: 'desafio-1', sessionId: 'sessao-ia-1', updatedAt: expect.any(String) },
    ]);
    expect(data.aiAssistantConversations).toEqual([
      {
        sessionId: expect.any(String),
        product: 'escola',
        category: 'react',
        exerciseId: 'desafio-1',
        createdAt: expect.any(String),
        history: [
          { type: 'human', content: 'Por que meu teste falha?', createdAt: expect.any(String) },
          { type: 'ai', content: 'Veja o nome da variável.', createdAt: expect.any(String) },
        ],
      },
    ]);
    expect(data.aiAssistantUsage).toEqual([{ day: '2026-11-26', tokens: 420 }]);
    expect(data.modules).toEqual([
      { superBlock: 'react', status: 'active', expiresAt: null, createdAt: expect.any(String) },
    ]);
    expect(data.sessions).toEqual([
      {
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        userAgent: 'lightMyRequest',
        ip: '127.0.0.1',
      },
    ]);
    expect(data.reportsMade).toEqual([
      {
        reportedUsername: other.username,
        reportDescription: 'Perfil com conteúdo ofensivo',
        createdAt: expect.any(String),
      },
    ]);

    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain(tokenHash);
    expect(response.body).not.toContain(hashSessionToken(caller.session));
    expect(response.body).not.toContain(caller.session);
    expect(response.body).not.toContain(userTokenId);
  });

  it('has every column of the user but the password hash and internal counters', async () => {
    const { caller } = await learnerWithEverything();
    const response = await requestAs({
      app: testApp.app,
      caller,
      method: 'GET',
      url: '/account/export',
    });
    const exported = Object.keys((response.json() as AccountExport).user);
    const columns = Object.keys(getTableColumns(users)).filter(
      (name) => !Object.hasOwn(USER_COLUMNS_NOT_EXPORTED, name),
    );
    expect(exported.sort()).toEqual([...columns, 'hasPassword', 'classGroupId'].sort());
  });

  it('includes the quiz record linked to the account, every column but the link, or null', async () => {
    const { user, caller } = await learnerWithEverything();
    const exportOf = async () =>
      (
        await requestAs({ app: testApp.app, caller, method: 'GET', url: '/account/export' })
      ).json() as AccountExport;
    expect((await exportOf()).quizUser).toBeNull();
    await testApp.db.insert(quizUsers).values({
      ra: `2026${String(randomInt(0, 999_999)).padStart(6, '0')}`,
      name: 'Aluna de Teste',
      cpf: randomCpfDigits(),
      email: user.email,
      cep: '60010000',
      city: 'Fortaleza',
      userResult: { answers: { cursos: 'nenhum' }, registrationQuiz: 1 },
      registrationQuiz: 1,
      userId: user.id,
    });
    const { quizUser } = await exportOf();
    expect(quizUser).toMatchObject({
      email: user.email,
      cep: '60010000',
      city: 'Fortaleza',
      registrationQuiz: 1,
      userResult: { answers: { cursos: 'nenhum' }, registrationQuiz: 1 },
    });
    const columns = Object.keys(getTableColumns(quizUsers)).filter((name) => name !== 'userId');
    expect(Object.keys(quizUser ?? {}).sort()).toEqual(columns.sort());
  });

  it('answers a visitor with 401', async () => {
    const visitor = await visitorOf(testApp.app);
    const response = await requestAs({
      app: testApp.app,
      caller: visitor,
      method: 'GET',
      url: '/account/export',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
  });
});
