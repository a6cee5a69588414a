import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PutNacionalUserCertificateResponse } from '@escola/contracts/put-nacional-user-certificate';
import { certificates } from '@escola/db/schema/certificates';
import { users } from '@escola/db/schema/users';
import { CHECKPOINT_CHALLENGE_IDS, CHECKPOINTS } from '@escola/domain/checkpoints';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { CURRICULUM_FIXTURE, writeCurriculumFixture } from '../../testing/curriculum-fixture';
import { requestAs, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

const FIRST = CHECKPOINT_CHALLENGE_IDS.first;
const SECOND = CHECKPOINT_CHALLENGE_IDS.second;
const ORDINARY = CURRICULUM_FIXTURE.challenges[0]!.id;

/** The first two checkpoints as challenges of the build, open from the start. */
const checkpointChallenges = CHECKPOINTS.slice(0, 2).map((checkpoint, index) => ({
  ...CURRICULUM_FIXTURE.challenges[0]!,
  id: checkpoint.challengeId,
  superBlock:
    index === 0
      ? ('fundamentos-da-programacao-front-end' as const)
      : ('html-css-javascript' as const),
  superOrder: checkpoint.superOrder,
  phaseOrder: checkpoint.phaseOrder,
  order: checkpoint.order,
  challengeOrder: checkpoint.challengeOrder,
  prevChallengeId: null,
  nextChallengeId: null,
}));

describe('participation certificates and the national trail', () => {
  let directory: string;
  let testApp: TestApp;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'escola-participation-'));
    const index = {
      ...CURRICULUM_FIXTURE,
      challenges: [...CURRICULUM_FIXTURE.challenges, ...checkpointChallenges],
    };
    const curriculumFile = await writeCurriculumFixture({ directory, index });
    testApp = await buildTestApp({ environment: { CURRICULUM_SERVER_FILE: curriculumFile } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  const learner = async (overrides: Parameters<typeof createTestUser>[0]['overrides'] = {}) => {
    const created = await createTestUser({
      db: testApp.db,
      overrides: {
        source: 'turma-2026',
        access: 'complete',
        registrationQuiz: 1,
        name: 'Bia Lima',
        ...overrides,
      },
    });
    const caller = await signIn({ app: testApp.app, ...created });
    return { user: created.user, caller };
  };

  const complete = (caller: Caller, id: string) =>
    requestAs({
      app: testApp.app,
      caller,
      method: 'POST',
      url: '/modern-challenge-completed',
      payload: { id, challengeType: 1 },
    });

  const recordStage = (caller: Caller, payload: unknown) =>
    requestAs({
      app: testApp.app,
      caller,
      method: 'PUT',
      url: '/nacional/user-certificate',
      payload,
    });

  const certificatesOf = (userId: string) =>
    testApp.db.select().from(certificates).where(eq(certificates.userId, userId));

  const trailOf = async (userId: string) => {
    const [row] = await testApp.db
      .select({ nationalTrail: users.nationalTrail })
      .from(users)
      .where(eq(users.id, userId));
    return row?.nationalTrail;
  };

  describe('completing a checkpoint challenge', () => {
    it('records its participation certificate once, under the learner’s name', async () => {
      const { user, caller } = await learner();
      const first = await complete(caller, FIRST);
      expect(first.statusCode).toBe(200);
      const [issued, ...others] = await certificatesOf(user.id);
      expect(others).toHaveLength(0);
      expect(issued).toMatchObject({ certSlug: 'participacao-1', holderName: 'Bia Lima' });

      const repeat = await complete(caller, FIRST);
      expect(repeat.json()).toMatchObject({ alreadyCompleted: true });
      expect(await certificatesOf(user.id)).toEqual([issued]);

      const mine = await requestAs({
        app: testApp.app,
        caller,
        method: 'GET',
        url: '/certificate/mine',
      });
      expect(mine.json()).toMatchObject({
        certificates: [{ certSlug: 'participacao-1', kind: 'participation' }],
      });
    });

    it('uses the username when the learner has no name', async () => {
      const { user, caller } = await learner({ name: '' });
      await complete(caller, SECOND);
      expect(await certificatesOf(user.id)).toEqual([
        expect.objectContaining({ certSlug: 'participacao-2', holderName: user.username }),
      ]);
    });

    it('records no certificate for other challenges', async () => {
      const { user, caller } = await learner();
      expect((await complete(caller, ORDINARY)).statusCode).toBe(200);
      expect(await certificatesOf(user.id)).toHaveLength(0);
    });
  });

  describe('PUT /nacional/user-certificate', () => {
    it('adds a completed stage to the trail once, even when requests race', async () => {
      const { user, caller } = await learner();
      await complete(caller, FIRST);
      const first = await recordStage(caller, { challengeId: FIRST });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        type: 'success',
        message: MESSAGES.nationalStageRecorded(
          '1ª matrícula: Fundamentos da programação front-end',
        ),
        nationalTrail: ['participacao-1'],
      });

      await complete(caller, SECOND);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => recordStage(caller, { challengeId: SECOND })),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json<PutNacionalUserCertificateResponse>().nationalTrail).toEqual([
          'participacao-1',
          'participacao-2',
        ]);
      }
      const messages = answers.map(
        (answer) => answer.json<PutNacionalUserCertificateResponse>().message,
      );
      expect(messages.filter((message) => message.startsWith('Etapa registrada'))).toHaveLength(1);
      expect(await trailOf(user.id)).toEqual(['participacao-1', 'participacao-2']);
    });

    it('refuses a stage not completed yet (403) and a challenge that is no stage of the trail (400)', async () => {
      const { user, caller } = await learner();
      const early = await recordStage(caller, { challengeId: FIRST });
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({ type: 'info', message: MESSAGES.nationalStageNotCompleted });

      await complete(caller, ORDINARY);
      const ordinary = await recordStage(caller, { challengeId: ORDINARY });
      expect(ordinary.statusCode).toBe(400);
      expect(ordinary.json()).toEqual({ type: 'danger', message: MESSAGES.notNationalTrailStage });
      expect(await trailOf(user.id)).toEqual([]);

      // The second quiz variant's trail has no first stage.
      const second = await learner({ registrationQuiz: 2 });
      await complete(second.caller, FIRST);
      const dropped = await recordStage(second.caller, { challengeId: FIRST });
      expect(dropped.statusCode).toBe(400);
      expect(await trailOf(second.user.id)).toEqual([]);
    });

    it('answers a bad body with a Portuguese 400 flash', async () => {
      const { caller } = await learner();
      for (const payload of [{}, { challengeId: '' }, { challengeId: FIRST, extra: 1 }]) {
        const response = await recordStage(caller, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/^Campo inválido/);
      }
    });
  });
});
