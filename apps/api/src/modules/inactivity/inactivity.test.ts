import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@escola/db/schema/sessions';
import { users, type NewUser, type User } from '@escola/db/schema/users';
import { isInactiveEnoughToBlock } from '@escola/domain/inactivity';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import { blockInactiveAccounts, recordSessionActivity } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('inactivity: the block-inactive-accounts job and the activity record', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const rowsOf = async (ids: string[]) =>
    testApp.db.select().from(users).where(inArray(users.id, ids));

  it('blocks exactly the learners the domain rule names, ends their sessions and nobody else', async () => {
    // The job runs "in the future" so that only this test's users can be old enough.
    const now = new Date(Date.now() + 3_000 * DAY_MS);
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const cases: Partial<NewUser>[] = [
      { lastActiveAt: ago(181), joinDate: ago(400) },
      { lastActiveAt: ago(179), joinDate: ago(400) },
      { lastActiveAt: null, joinDate: ago(200) },
      { lastActiveAt: null, joinDate: ago(20) },
      { type: 'support', lastActiveAt: ago(900), joinDate: ago(900) },
      { type: 'admin', lastActiveAt: null, joinDate: ago(900) },
      { lastActiveAt: ago(500), joinDate: ago(900), blockedByInactivityAt: ago(300) },
    ];
    const created: User[] = [];
    for (const overrides of cases) {
      created.push((await createTestUser({ db: testApp.db, overrides })).user);
    }
    const signedIn = created[0]!;
    await signIn({ app: testApp.app, email: signedIn.email, password: 'senha-de-teste-123' });
    await testApp.db
      .update(users)
      .set({ lastActiveAt: ago(181) })
      .where(eq(users.id, signedIn.id));
    const before = await rowsOf(created.map((user) => user.id));
    const expected = before
      .filter((user) => isInactiveEnoughToBlock({ user, now }))
      .map((user) => user.id)
      .sort();
    expect(expected).toHaveLength(2);

    const blockedCount = await blockInactiveAccounts({ db: testApp.db, now, batchSize: 1 });

    expect(blockedCount).toBeGreaterThanOrEqual(2);
    const after = await rowsOf(created.map((user) => user.id));
    const newlyBlocked = after
      .filter((user) => user.blockedByInactivityAt?.getTime() === now.getTime())
      .map((user) => user.id)
      .sort();
    expect(newlyBlocked).toEqual(expected);
    const previouslyBlocked = after.find((user) => user.id === created[6]!.id);
    expect(previouslyBlocked?.blockedByInactivityAt).toEqual(ago(300));
    const remaining = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, signedIn.id));
    expect(remaining).toEqual([]);
  });

  it('is idempotent: a second run the same day blocks nobody new', async () => {
    const now = new Date(Date.now() + 6_000 * DAY_MS);
    await createTestUser({
      db: testApp.db,
      overrides: { lastActiveAt: new Date(now.getTime() - 200 * DAY_MS) },
    });
    expect(await blockInactiveAccounts({ db: testApp.db, now })).toBeGreaterThanOrEqual(1);
    expect(await blockInactiveAccounts({ db: testApp.db, now })).toBe(0);
  });

  it('is scheduled daily as block-inactive-accounts and runs by name', async () => {
    const job = testApp.app.jobs.list().find((entry) => entry.name === 'block-inactive-accounts');
    expect(job?.cron).toBe('30 3 * * *');
    const { user } = await createTestUser({
      db: testApp.db,
      overrides: { lastActiveAt: new Date(Date.now() - 200 * DAY_MS) },
    });
    await testApp.app.jobs.runNow('block-inactive-accounts');
    const [row] = await rowsOf([user.id]);
    expect(row?.blockedByInactivityAt).toBeInstanceOf(Date);
  });

  it('records activity at most once a day per user', async () => {
    const start = new Date('2026-05-01T10:00:00.000Z');
    const { user } = await createTestUser({ db: testApp.db, overrides: { lastActiveAt: null } });
    const lastActiveAt = async () => (await rowsOf([user.id]))[0]?.lastActiveAt;

    await recordSessionActivity({
      db: testApp.db,
      user: { id: user.id, lastActiveAt: null },
      now: start,
    });
    expect(await lastActiveAt()).toEqual(start);

    const laterSameDay = new Date(start.getTime() + 3_600_000);
    // Even a caller holding a stale copy of the user does not write twice within the day.
    await recordSessionActivity({
      db: testApp.db,
      user: { id: user.id, lastActiveAt: null },
      now: laterSameDay,
    });
    expect(await lastActiveAt()).toEqual(start);

    const nextDay = new Date(start.getTime() + DAY_MS + 1);
    await recordSessionActivity({
      db: testApp.db,
      user: { id: user.id, lastActiveAt: start },
      now: nextDay,
    });
    expect(await lastActiveAt()).toEqual(nextDay);
  });

  it('GET /user/get-session-user of a signed-in user counts as activity', async () => {
    const old = new Date(Date.now() - 10 * DAY_MS);
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const { session } = await signIn({ app: testApp.app, email, password });
    await testApp.db.update(users).set({ lastActiveAt: old }).where(eq(users.id, user.id));
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie: `session=${session}` },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf([user.id]);
    expect(row?.lastActiveAt?.getTime()).toBeGreaterThan(old.getTime() + DAY_MS);
  });
});
