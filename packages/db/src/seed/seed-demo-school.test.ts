import { ACCESS_LEVELS, USER_TYPES } from '@escola/domain/users';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { verifyPassword } from '../password';
import { classGroups } from '../schema/class-groups';
import { completedChallenges } from '../schema/completed-challenges';
import { userModules } from '../schema/user-modules';
import { users } from '../schema/users';
import { createTestDatabase } from '../testing';
import {
  DEMO_COMPLETED_CHALLENGE_IDS,
  DEMO_PASSWORD,
  DEMO_STUDENT,
  demoEmail,
} from './demo-accounts';
import { isDatabaseEmpty, seedDemoSchool } from './seed-demo-school';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('seedDemoSchool', () => {
  it('seeds an empty database once, and creates nothing the second time', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);

    const first = await seedDemoSchool(handle.db);
    expect(first.created).toBe(true);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    const countAfterFirst = (await handle.db.select().from(users)).length;
    expect(countAfterFirst).toBe(first.accounts.length);

    const second = await seedDemoSchool(handle.db);
    expect(second.created).toBe(false);
    expect(second.accounts).toEqual(first.accounts);
    expect(await handle.db.select().from(users)).toHaveLength(countAfterFirst);
    expect(await handle.db.select().from(classGroups)).toHaveLength(1);
  });

  it('has an account per role and a learner per access level, all with the demo password', async () => {
    const { accounts } = await seedDemoSchool(handle.db);
    expect(new Set(accounts.map((account) => account.type))).toEqual(new Set(USER_TYPES));
    const learnerAccess = accounts
      .filter((account) => account.type === 'student')
      .map((account) => account.access);
    expect(new Set(learnerAccess)).toEqual(new Set(ACCESS_LEVELS));
    for (const account of accounts) {
      expect(account.email).toMatch(/@demo\.escola\.dev$/);
      expect(account.password).toBe(DEMO_PASSWORD);
    }
  });

  it('lets the student sign in with the demo password and has completed challenges (for the points badge)', async () => {
    const [student] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail(DEMO_STUDENT)));
    expect(student?.name).toBe('Ana Souza');
    expect(student?.type).toBe('student');
    expect(await verifyPassword(student?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(student?.passwordHash ?? '', 'outra-senha')).toBe(false);

    const completed = await handle.db
      .select()
      .from(completedChallenges)
      .where(eq(completedChallenges.userId, student?.id ?? ''));
    expect(completed.map((row) => row.challengeId).sort()).toEqual(
      [...DEMO_COMPLETED_CHALLENGE_IDS].sort(),
    );
    expect(completed.every((row) => row.completedDate.getTime() <= Date.now())).toBe(true);
  });

  it('puts the national learners in the demo class group and gives the modular one a module', async () => {
    const national = await handle.db
      .select({ access: users.access, group: users.group })
      .from(users)
      .where(isNotNull(users.classGroupId));
    expect(national.map((row) => row.access).sort()).toEqual([
      'complete_nacional',
      'limited_nacional',
      'nacional',
    ]);
    expect(national.every((row) => row.group.includes('nacional-'))).toBe(true);

    const modules = await handle.db
      .select({ access: users.access, status: userModules.status })
      .from(userModules)
      .innerJoin(users, eq(users.id, userModules.userId));
    expect(modules).toEqual([{ access: 'modular', status: 'active' }]);
  });
});
