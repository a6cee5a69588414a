import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classGroups } from '@escola/db/schema/class-groups';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { savedChallenges } from '@escola/db/schema/saved-challenges';
import { sessions } from '@escola/db/schema/sessions';
import { userModules } from '@escola/db/schema/user-modules';
import { users } from '@escola/db/schema/users';
import { hashSessionToken } from '../../plugins/session-token';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookiesOf } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { CURRICULUM_FIXTURE, writeCurriculumFixture } from '../../testing/curriculum-fixture';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

const FIRST = 'declare-uma-variavel';
const VIDEO = 'video-sobre-variaveis';
const PROJECT = 'projeto-calculadora-de-gorjeta';
/** Challenges open from the start (no previous one): a learner may complete them all at once. */
const OPEN = Array.from({ length: 10 }, (_, index) => `desafio-aberto-${index}`);

const file = (contents: string) => ({
  key: 'scriptjs',
  ext: 'js',
  name: 'script',
  contents,
  history: ['script.js'],
});

describe('challenge saving and completion', () => {
  let directory: string;
  let testApp: TestApp;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'escola-completion-'));
    const project = {
      ...CURRICULUM_FIXTURE.challenges[2]!,
      id: PROJECT,
      challengeType: 3,
      challengeOrder: 3,
      prevChallengeId: null,
    };
    const open = OPEN.map((id, index) => ({
      ...CURRICULUM_FIXTURE.challenges[0]!,
      id,
      challengeOrder: 4 + index,
      nextChallengeId: null,
    }));
    const index = {
      ...CURRICULUM_FIXTURE,
      challenges: [...CURRICULUM_FIXTURE.challenges, project, ...open],
    };
    const curriculumFile = await writeCurriculumFixture({ directory, index });
    testApp = await buildTestApp({ environment: { CURRICULUM_SERVER_FILE: curriculumFile } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** A learner of a programme (source set), so the fixture's trilha is open to them. */
  const learner = async (overrides: Parameters<typeof createTestUser>[0]['overrides'] = {}) => {
    const created = await createTestUser({
      db: testApp.db,
      overrides: { source: 'turma-2026', access: 'complete', ...overrides },
    });
    const caller = await signIn({ app: testApp.app, ...created });
    return { user: created.user, caller };
  };

  const post = (caller: Caller, url: string, payload: unknown) =>
    requestAs({ app: testApp.app, caller, method: 'POST', url, payload });

  const completionsOf = (userId: string) =>
    testApp.db.select().from(completedChallenges).where(eq(completedChallenges.userId, userId));

  const sessionUser = async (caller: Caller) => {
    const response = await requestAs({
      app: testApp.app,
      caller,
      method: 'GET',
      url: '/user/get-session-user',
    });
    const answer = response.json<{
      user: Record<string, Record<string, unknown>>;
      result: string;
    }>();
    return answer.user[answer.result] ?? {};
  };

  it('records a completion once: points, files, the next challenge; a repeat adds nothing', async () => {
    const { user, caller } = await learner();
    const payload = { id: FIRST, challengeType: 1, files: [file('let nome = "Ana";')] };
    const first = await post(caller, '/modern-challenge-completed', payload);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({ points: 60, alreadyCompleted: false, savedChallenges: [] });

    const [stored, ...others] = await completionsOf(user.id);
    expect(others).toHaveLength(0);
    expect(stored?.challengeType).toBe(1);
    expect(stored?.files).toEqual([
      {
        fileKey: 'scriptjs',
        ext: 'js',
        name: 'script',
        contents: 'let nome = "Ana";',
        history: ['script.js'],
      },
    ]);
    expect(stored?.completedDate.getTime()).toBe(answer.completedDate);

    const seen = await sessionUser(caller);
    expect(seen).toMatchObject({ points: 60, currentChallengeId: VIDEO });
    expect(seen.completedChallenges).toEqual([expect.objectContaining({ id: FIRST })]);

    const repeats = await Promise.all([
      post(caller, '/modern-challenge-completed', payload),
      post(caller, '/modern-challenge-completed', payload),
    ]);
    for (const repeat of repeats) {
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toMatchObject({
        points: 60,
        alreadyCompleted: true,
        completedDate: answer.completedDate,
      });
    }
    expect(await completionsOf(user.id)).toHaveLength(1);
  });

  // Racing requests need connections of their own: on PostgreSQL (TEST_DATABASE_URL) they really
  // run at once; PGlite takes one statement at a time and must answer the same.
  it('answers every racing repeat with the first completedDate, stored once', async () => {
    // A few rounds, a learner each: the first insert is still uncommitted when the others start.
    for (let round = 0; round < 3; round += 1) {
      const { user, caller } = await learner();
      const payload = { id: FIRST, challengeType: 1, files: [file('let nome = "Bia";')] };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post(caller, '/modern-challenge-completed', payload)),
      );
      const [stored, ...others] = await completionsOf(user.id);
      expect(others).toHaveLength(0);
      const bodies = answers.map((answer) => {
        expect(answer.statusCode).toBe(200);
        return answer.json<{ points: number; completedDate: number; alreadyCompleted: boolean }>();
      });
      expect(bodies.filter((body) => !body.alreadyCompleted)).toHaveLength(1);
      for (const body of bodies) {
        expect(body).toMatchObject({ points: 60, completedDate: stored?.completedDate.getTime() });
      }
    }
  });

  it('answers racing new completions of one learner with the running total of points', async () => {
    const { user, caller } = await learner();
    const answers = await Promise.all(
      OPEN.map((id) => post(caller, '/modern-challenge-completed', { id, challengeType: 1 })),
    );
    const points = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ alreadyCompleted: false });
      return answer.json<{ points: number }>().points;
    });
    // 50 + 10 per completion: each answer counts the completions stored up to its own.
    expect(points.toSorted((left, right) => left - right)).toEqual(
      OPEN.map((_, index) => 60 + 10 * index),
    );
    expect(await completionsOf(user.id)).toHaveLength(OPEN.length);
    expect(await sessionUser(caller)).toMatchObject({ points: 50 + 10 * OPEN.length });
  });

  it('lets the next challenge through only after the previous one (403 with the reason)', async () => {
    const { user, caller } = await learner();
    const early = await post(caller, '/modern-challenge-completed', {
      id: VIDEO,
      challengeType: 11,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      type: 'danger',
      message: 'Conclua os desafios anteriores para desbloquear.',
    });
    expect(await completionsOf(user.id)).toHaveLength(0);

    await post(caller, '/modern-challenge-completed', { id: FIRST, challengeType: 1 });
    const now = await post(caller, '/modern-challenge-completed', { id: VIDEO, challengeType: 11 });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ points: 70 });
  });

  it('refuses a learner outside any programme the trilha of superOrder 1 (rule 3)', async () => {
    const { user, caller } = await learner({ source: '' });
    const response = await post(caller, '/modern-challenge-completed', {
      id: FIRST,
      challengeType: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Disponível para quem faz parte de um programa ou de uma turma.',
    );
    expect(await completionsOf(user.id)).toHaveLength(0);
  });

  it('refuses bad payloads with a Portuguese 4xx and records nothing', async () => {
    const { user, caller } = await learner();
    const cases: [string, unknown, number][] = [
      ['/modern-challenge-completed', { id: 'nao-existe', challengeType: 1 }, 404],
      ['/modern-challenge-completed', { id: FIRST, challengeType: 6 }, 400],
      ['/modern-challenge-completed', { challengeType: 1 }, 400],
      ['/modern-challenge-completed', { id: FIRST, challengeType: '1' }, 400],
      ['/modern-challenge-completed', { id: FIRST, challengeType: 1, extra: true }, 400],
      [
        '/modern-challenge-completed',
        { id: FIRST, challengeType: 1, files: [file('x'.repeat(102_401))] },
        400,
      ],
      ['/modern-challenge-completed', { id: PROJECT, challengeType: 3 }, 400],
      ['/backend-challenge-completed', { id: FIRST }, 400],
      ['/project-completed', { id: FIRST, challengeType: 1 }, 400],
    ];
    for (const [url, payload, status] of cases) {
      const response = await post(caller, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(status);
      const body = response.json();
      expect(body.type).toBe('danger');
      expect(body.message).toMatch(/[a-zà-ú]/);
    }
    expect(await completionsOf(user.id)).toHaveLength(0);
  });

  it('answers 401 to a visitor and 403 without the CSRF header', async () => {
    const visitor = await visitorOf(testApp.app);
    const anonymous = await post(visitor, '/modern-challenge-completed', {
      id: FIRST,
      challengeType: 1,
    });
    expect(anonymous.statusCode).toBe(401);
    const { user, caller } = await learner();
    const withoutCsrf = await post({ ...caller, sendCsrf: false }, '/modern-challenge-completed', {
      id: FIRST,
      challengeType: 1,
    });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(await completionsOf(user.id)).toHaveLength(0);
  });

  it("reads the learner's class group and modules as they are at each call", async () => {
    const [group] = await testApp.db
      .insert(classGroups)
      .values({
        name: `Turma de HTML ${randomUUID().slice(0, 8)}`,
        curriculumAvailable: ['html-css-javascript'],
        validityType: 'durationInMonths',
        durationInMonths: 6,
      })
      .returning();
    const grouped = await learner({ classGroupId: group?.id });
    // The first exercise of the trilha is open to everyone; the next one follows the class group.
    await post(grouped.caller, '/modern-challenge-completed', { id: FIRST, challengeType: 1 });
    const outside = await post(grouped.caller, '/modern-challenge-completed', {
      id: VIDEO,
      challengeType: 11,
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('Este conteúdo não faz parte da sua turma.');
    await testApp.db
      .update(classGroups)
      .set({ curriculumAvailable: ['html-css-javascript', 'logica-de-programacao'] })
      .where(eq(classGroups.id, group?.id ?? ''));
    const inside = await post(grouped.caller, '/modern-challenge-completed', {
      id: VIDEO,
      challengeType: 11,
    });
    expect(inside.statusCode).toBe(200);

    const modular = await learner({ access: 'modular' });
    const locked = await post(modular.caller, '/modern-challenge-completed', {
      id: FIRST,
      challengeType: 1,
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Desbloqueie este módulo para continuar.');
    await testApp.db
      .insert(userModules)
      .values({ userId: modular.user.id, superBlock: 'logica-de-programacao' });
    const unlocked = await post(modular.caller, '/modern-challenge-completed', {
      id: FIRST,
      challengeType: 1,
    });
    expect(unlocked.statusCode).toBe(200);
  });

  it("refuses another session's CSRF token and an ended session, recording nothing", async () => {
    const { user, caller } = await learner();
    const other = await learner();
    const foreignToken = await post(
      { session: caller.session, csrfToken: other.caller.csrfToken },
      '/modern-challenge-completed',
      { id: FIRST, challengeType: 1 },
    );
    expect(foreignToken.statusCode).toBe(403);
    await testApp.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashSessionToken(caller.session)));
    const ended = await post(caller, '/modern-challenge-completed', {
      id: FIRST,
      challengeType: 1,
    });
    expect(ended.statusCode).toBe(403);
    expect(cookiesOf(ended).session?.value).toBe('');
    expect(await completionsOf(user.id)).toHaveLength(0);
  });

  it('keeps a project solution when there is one', async () => {
    const { user, caller } = await learner();
    const response = await post(caller, '/project-completed', {
      id: PROJECT,
      challengeType: 3,
      solution: 'https://exemplo.com.br/minha-gorjeta',
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await completionsOf(user.id);
    expect(stored?.solution).toBe('https://exemplo.com.br/minha-gorjeta');
  });

  it('saves code at most every 5 s and at most 102400 bytes', async () => {
    const { user, caller } = await learner();
    const saved = await post(caller, '/save-challenge', { id: FIRST, files: [file('let a = 1;')] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      type: 'success',
      message: 'Seu código foi salvo.',
      savedChallenges: [
        { id: FIRST, challengeFiles: [expect.objectContaining({ contents: 'let a = 1;' })] },
      ],
    });

    const soon = await post(caller, '/save-challenge', { id: FIRST, files: [file('let a = 2;')] });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ type: 'warning' });
    expect(soon.json().message).toMatch(/Aguarde \d segundos? para salvar de novo/);

    const big = [
      file('a'.repeat(60_000)),
      { ...file('b'.repeat(60_000)), key: 'indexhtml', ext: 'html', name: 'index' },
    ];
    const tooBig = await post(caller, '/save-challenge', { id: VIDEO, files: big });
    // The video is still locked for this learner: the access rule answers first.
    expect(tooBig.statusCode).toBe(403);
    await post(caller, '/modern-challenge-completed', { id: FIRST, challengeType: 1 });
    const stillTooBig = await post(caller, '/save-challenge', { id: VIDEO, files: big });
    expect(stillTooBig.statusCode).toBe(413);
    expect(stillTooBig.json().message).toBe(
      'Seu código tem 120000 bytes e não pode ser salvo: o máximo é 102400 bytes.',
    );

    const rows = await testApp.db
      .select()
      .from(savedChallenges)
      .where(and(eq(savedChallenges.userId, user.id)));
    expect(rows.map((row) => [row.challengeId, row.files[0]?.contents])).toEqual([
      [FIRST, 'let a = 1;'],
    ]);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.currentChallengeId).toBe(VIDEO);
  });
});
