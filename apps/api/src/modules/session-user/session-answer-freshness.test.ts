// The session answer is cached per freshness key (users.version or the class-group membership's
// version, user-columns.ts): every change the answer shows must raise it (migrations 0003, 0005,
// 0015), or a learner would see stale progress.
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { classGroups } from '@escola/db/schema/class-groups';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { savedChallenges } from '@escola/db/schema/saved-challenges';
import { userTokens } from '@escola/db/schema/user-tokens';
import { users } from '@escola/db/schema/users';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import { issueCertificate } from '../certificates/issue-certificate';

type Answer = { user: Record<string, Record<string, unknown>>; result: string };

describe('GET /user/get-session-user after changes (cached answers stay fresh)', () => {
  let testApp: TestApp;
  let cookie: string;
  let userId: string;

  const fetchUser = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const answer = response.json<Answer>();
    return answer.user[answer.result] ?? {};
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { user, email, password } = await createTestUser({ db: testApp.db });
    userId = user.id;
    const { session } = await signIn({ app: testApp.app, email, password });
    cookie = cookieHeader({ session });
  });
  afterAll(async () => testApp.close());

  it('sends the same answer gzip-compressed to a client that takes gzip', async () => {
    const plain = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie },
    });
    const compressed = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie, 'accept-encoding': 'br;q=0, gzip, deflate' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie, 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).not.toBe('gzip');
    expect(refused.json()).toEqual(plain.json());
  });

  it('shows a completed challenge and its points on the next call', async () => {
    expect(await fetchUser()).toMatchObject({ points: 50, completedChallenges: [] });
    await testApp.db.insert(completedChallenges).values({ userId, challengeId: 'desafio-1' });
    expect(await fetchUser()).toMatchObject({
      points: 60,
      completedChallenges: [expect.objectContaining({ id: 'desafio-1' })],
    });
    await testApp.db.delete(completedChallenges).where(eq(completedChallenges.userId, userId));
    expect(await fetchUser()).toMatchObject({ points: 50, completedChallenges: [] });
  });

  it('shows saved code, certificates and the user token as soon as they change', async () => {
    await fetchUser();
    await testApp.db
      .insert(savedChallenges)
      .values({ userId, challengeId: 'desafio-2', files: [] });
    expect((await fetchUser()).savedChallenges).toEqual([
      expect.objectContaining({ id: 'desafio-2' }),
    ]);
    await issueCertificate({ db: testApp.db, userId, certSlug: 'react', holderName: 'Ana' });
    expect(await fetchUser()).toMatchObject({ isReactCert: true });
    const [token] = await testApp.db.insert(userTokens).values({ userId }).returning();
    expect(await fetchUser()).toMatchObject({ userToken: token?.id });
  });

  it('shows every change of one transaction, user row first or progress first', async () => {
    const before = await fetchUser();
    await testApp.db.transaction(async (transaction) => {
      await transaction
        .update(users)
        .set({ name: 'Nome da Transação' })
        .where(eq(users.id, userId));
      await transaction.insert(completedChallenges).values({ userId, challengeId: 'desafio-3' });
    });
    const afterFirst = await fetchUser();
    expect(afterFirst).toMatchObject({
      name: 'Nome da Transação',
      points: Number(before.points) + 10,
    });
    await testApp.db.transaction(async (transaction) => {
      await transaction.insert(completedChallenges).values({ userId, challengeId: 'desafio-4' });
      await transaction.update(users).set({ name: 'Outro Nome' }).where(eq(users.id, userId));
      await transaction.insert(completedChallenges).values({ userId, challengeId: 'desafio-5' });
    });
    expect(await fetchUser()).toMatchObject({
      name: 'Outro Nome',
      points: Number(afterFirst.points) + 20,
    });
  });

  it('shows a change of the user row and of the class group', async () => {
    await testApp.db.update(users).set({ name: 'Nome Novo' }).where(eq(users.id, userId));
    expect(await fetchUser()).toMatchObject({ name: 'Nome Novo' });
    const [group] = await testApp.db
      .insert(classGroups)
      .values({
        name: `Turma A ${randomUUID().slice(0, 8)}`,
        curriculumAvailable: ['react'],
        validityType: 'durationInMonths',
        durationInMonths: 6,
      })
      .returning();
    await testApp.db.insert(classGroupMemberships).values({ userId, classGroupId: group!.id });
    const before = JSON.stringify(await fetchUser());
    await testApp.db
      .update(classGroups)
      .set({ curriculumAvailable: ['react', 'logica-de-programacao'] })
      .where(eq(classGroups.id, group?.id ?? ''));
    const after = JSON.stringify(await fetchUser());
    expect(after).not.toBe(before);
    expect(after).toContain('logica-de-programacao');
  });

  it('shows a move to another class group, which leaves the users row alone', async () => {
    const [other] = await testApp.db
      .insert(classGroups)
      .values({
        name: `Turma B ${randomUUID().slice(0, 8)}`,
        curriculumAvailable: ['javascript'],
        validityType: 'durationInMonths',
        durationInMonths: 3,
      })
      .returning();
    const [row] = await testApp.db
      .select({ version: users.version })
      .from(users)
      .where(eq(users.id, userId));
    expect(await fetchUser()).toMatchObject({
      classGroupInfo: { curriculumAvailable: ['react', 'logica-de-programacao'] },
    });
    await testApp.db
      .update(classGroupMemberships)
      .set({ classGroupId: other!.id })
      .where(eq(classGroupMemberships.userId, userId));
    expect(await fetchUser()).toMatchObject({
      classGroupInfo: { curriculumAvailable: ['javascript'], durationInMonths: 3 },
    });
    const [after] = await testApp.db
      .select({ version: users.version })
      .from(users)
      .where(eq(users.id, userId));
    expect(after?.version).toBe(row?.version);
  });
});
