import { readFile } from 'node:fs/promises';
import {
  getLearnerStatus,
  LEARNER_STATUS_KINDS,
  type LearnerStatusFacts,
} from '@escola/domain/national-status';
import { ACCESS_LEVELS, USER_TYPES } from '@escola/domain/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { verifyPassword } from '../password';
import { classGroupMemberships } from '../schema/class-group-memberships';
import { classGroups } from '../schema/class-groups';
import { completedChallenges } from '../schema/completed-challenges';
import { userModules } from '../schema/user-modules';
import { users } from '../schema/users';
import { createTestDatabase } from '../testing';
import {
  DEMO_ACCOUNTS,
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
    // The running demo class group, the one not started yet and the ended one.
    expect(await handle.db.select().from(classGroups)).toHaveLength(3);
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

  it('has its learners, not its staff, accept the school’s campaign e-mails', async () => {
    await seedDemoSchool(handle.db);
    const rows = await handle.db
      .select({ type: users.type, sendQuincyEmail: users.sendQuincyEmail })
      .from(users);
    expect(rows.filter((row) => row.type === 'student').every((row) => row.sendQuincyEmail)).toBe(
      true,
    );
    expect(rows.filter((row) => row.type !== 'student').some((row) => row.sendQuincyEmail)).toBe(
      false,
    );
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

  it('puts the national learners in the demo class groups and gives the modular ones modules', async () => {
    const national = await handle.db
      .select({ username: users.username, group: users.group })
      .from(users)
      .innerJoin(classGroupMemberships, eq(classGroupMemberships.userId, users.id))
      .where(eq(users.hasClassGroup, true));
    expect(national.map((row) => row.username).sort()).toEqual([
      'igor-pereira',
      'juliana-oliveira',
      'mariana-ferreira',
      'sofia-cardoso',
      'thiago-araujo',
      'ursula-moura',
      'vanessa-dias',
    ]);
    expect(national.every((row) => row.group.includes('nacional-'))).toBe(true);

    const modules = await handle.db
      .select({ username: users.username, status: userModules.status })
      .from(userModules)
      .innerJoin(users, eq(users.id, userModules.userId));
    expect(modules.map((row) => `${row.username} ${row.status}`).sort()).toEqual([
      'lucas-martins active',
      'yasmin-correia active',
      'yasmin-correia expired',
    ]);
  });

  it('has one learner per state of the national programme, in that state once signed in', async () => {
    const now = new Date();
    const statesSeen: string[] = [];
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.state)) {
      const status = getLearnerStatus({ user: await loadStatusFacts(account.username), now });
      expect({ username: account.username, state: status?.kind }).toEqual({
        username: account.username,
        state: account.state,
      });
      statesSeen.push(status?.kind ?? '');
    }
    expect(statesSeen.sort()).toEqual([...LEARNER_STATUS_KINDS].sort());
  });

  it('lists every state learner in the README table, with their e-mail and state', async () => {
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    const rows = readme.split('\n').filter((line) => line.includes('@demo.escola.dev'));
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((line) => line.includes(`\`${demoEmail(account)}\``));
      expect(row, demoEmail(account)).toBeDefined();
      expect(row).toContain(account.name);
      if (account.state) expect(row).toContain(`\`${account.state}\``);
    }
  });
});

/** A seeded learner's facts as the session user carries them (GET /user/get-session-user). */
async function loadStatusFacts(username: string): Promise<LearnerStatusFacts> {
  const [found] = await handle.db
    .select({ user: users, classGroup: classGroups })
    .from(users)
    .leftJoin(classGroupMemberships, eq(classGroupMemberships.userId, users.id))
    .leftJoin(classGroups, eq(classGroups.id, classGroupMemberships.classGroupId))
    .where(eq(users.username, username));
  if (!found) throw new Error(`${username} não foi semeado.`);
  const { user, classGroup } = found;
  const completed = await handle.db
    .select({ id: completedChallenges.challengeId })
    .from(completedChallenges)
    .where(eq(completedChallenges.userId, user.id));
  const modules = await handle.db
    .select({ superBlock: userModules.superBlock, status: userModules.status })
    .from(userModules)
    .where(eq(userModules.userId, user.id));
  return {
    needsPlacementTest: user.needsPlacementTest,
    registrationQuiz:
      user.registrationQuiz === 1 || user.registrationQuiz === 2 ? user.registrationQuiz : null,
    isFundamentosDaProgramacaoFrontEndCert: false,
    completedChallengeIds: completed.map((row) => row.id),
    attemptedPlacementTestCounter: user.attemptedPlacementTestCounter,
    studentGrade: user.studentGrade,
    group: user.group,
    source: user.source,
    access: user.access,
    isBlockedByExpiration: user.isBlockedByExpiration,
    classGroupInfo: classGroup
      ? {
          validityType: classGroup.validityType,
          validityDateRange:
            classGroup.validityStart && classGroup.validityEnd
              ? [classGroup.validityStart, classGroup.validityEnd]
              : null,
        }
      : null,
    classGroupControl: classGroup
      ? {
          acceptedInvite: user.classGroupAcceptedInvite,
          linkedToTheClassDate: user.linkedToClassDate,
        }
      : null,
    modules,
  };
}
