// Learners in each state of the national programme (issue 17, @escola/domain/national-status),
// written straight into the database (a test-only shortcut): waiting list, second chance, attempts
// over, reproved, dropout, class group not started, blocked by expiration, and a modular learner
// with an expired module. They live in a pool of their own on the embedded database
// (national-state-user-pool.json), claimed like the main pool's users (support/user-pool.ts).
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@escola/db/client';
import { classGroups } from '@escola/db/schema/class-groups';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { userModules } from '@escola/db/schema/user-modules';
import { users } from '@escola/db/schema/users';
import type { LearnerStatusKind } from '@escola/domain/national-status';
import { describeTestUser, insertTestUser, joinClassGroup } from './test-users';
import type { TestUser } from './test-users';

export type NationalState = Exclude<LearnerStatusKind, 'limited' | 'class-group-ended'>;
export type NationalStateUser = TestUser & { state: NationalState };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The not-started class group's start, this many days after the run. */
export const UPCOMING_START_DAYS = 20;
/** The superblock whose module the modular learner holds expired. */
export const EXPIRED_MODULE_SUPER_BLOCK = 'logica-de-programacao';
/** The second-chance learner's grade (below the passing 7). */
export const SECOND_CHANCE_GRADE = 4.5;

const calendarDate = (date: Date) => date.toISOString().slice(0, 10);

/** A national learner of the first quiz, approved in the placement test, no class group. */
const NATIONAL: Partial<typeof users.$inferInsert> = {
  group: 'nacional-pr',
  source: '',
  access: 'limited_nacional',
  registrationQuiz: 1,
  nationalDataComplement: true,
  attemptedPlacementTestCounter: 1,
  studentGrade: 8,
};

const STATES: Record<NationalState, Partial<typeof users.$inferInsert>> = {
  'waiting-list': NATIONAL,
  'second-chance': { ...NATIONAL, needsPlacementTest: true, studentGrade: SECOND_CHANCE_GRADE },
  'attempts-over': { ...NATIONAL, attemptedPlacementTestCounter: 2, studentGrade: 5 },
  reproved: {
    ...NATIONAL,
    group: 'nacional-pi',
    source: 'nacional-pi-2025-1',
    attemptedPlacementTestCounter: 2,
    studentGrade: 6,
  },
  dropout: { ...NATIONAL, classGroupAcceptedInvite: false },
  'class-group-not-started': { ...NATIONAL, classGroupAcceptedInvite: true },
  'blocked-by-expiration': {
    ...NATIONAL,
    access: 'complete_nacional',
    classGroupAcceptedInvite: true,
    isBlockedByExpiration: true,
  },
  'expired-modules': { access: 'modular', source: 'pagantes-modular', registrationQuiz: 2 },
};

export const NATIONAL_STATES = Object.keys(STATES) as NationalState[];

/** The class group a state needs: running (from a month ago), or starting later. */
async function insertClassGroup({
  handle,
  state,
}: {
  handle: DatabaseHandle;
  state: NationalState;
}): Promise<{ classGroupId: string; linkedToClassDate: Date } | null> {
  if (!['dropout', 'class-group-not-started', 'blocked-by-expiration'].includes(state)) return null;
  const now = Date.now();
  const start =
    state === 'class-group-not-started' ? now + UPCOMING_START_DAYS * DAY_MS : now - 30 * DAY_MS;
  const [group] = await handle.db
    .insert(classGroups)
    .values({
      name: `Turma e2e ${state} ${randomUUID().slice(0, 8)}`,
      curriculumAvailable: ['fundamentos-da-programacao-front-end'],
      validityType: 'dateRange',
      validityStart: calendarDate(new Date(start)),
      validityEnd: calendarDate(new Date(start + 365 * DAY_MS)),
    })
    .returning({ id: classGroups.id });
  if (!group) throw new Error(`A turma de ${state} não foi criada.`);
  // The dropout learner was linked ten days ago, past the 5-day threshold.
  const linkedDays = state === 'dropout' ? 10 : 1;
  return { classGroupId: group.id, linkedToClassDate: new Date(now - linkedDays * DAY_MS) };
}

export async function insertNationalStateUser({
  handle,
  state,
  passwordHash,
}: {
  handle: DatabaseHandle;
  state: NationalState;
  passwordHash?: string;
}): Promise<NationalStateUser> {
  const user = await insertTestUser({
    handle,
    user: describeTestUser({ type: 'student' }),
    ...(passwordHash ? { passwordHash } : {}),
  });
  const classGroup = await insertClassGroup({ handle, state });
  await handle.db
    .update(users)
    .set({ ...STATES[state], linkedToClassDate: classGroup?.linkedToClassDate ?? null })
    .where(eq(users.id, user.id));
  if (classGroup) {
    await joinClassGroup({ handle, userIds: [user.id], classGroupId: classGroup.classGroupId });
  }
  if (state === 'second-chance') {
    // The second chance is for a learner who has completed no challenge yet.
    await handle.db.delete(completedChallenges).where(eq(completedChallenges.userId, user.id));
  }
  if (state === 'expired-modules') {
    await handle.db
      .insert(userModules)
      .values({ userId: user.id, superBlock: EXPIRED_MODULE_SUPER_BLOCK, status: 'expired' });
  }
  return { ...user, state };
}

const poolFile = (stateDirectory: string) =>
  path.join(stateDirectory, 'national-state-user-pool.json');

export async function writeNationalStateUserPool({
  handle,
  stateDirectory,
}: {
  handle: DatabaseHandle;
  stateDirectory: string;
}): Promise<void> {
  const pool: NationalStateUser[] = [];
  for (const state of NATIONAL_STATES) pool.push(await insertNationalStateUser({ handle, state }));
  writeFileSync(poolFile(stateDirectory), JSON.stringify(pool));
}

export function claimNationalStateUser({
  stateDirectory,
  state,
}: {
  stateDirectory: string;
  state: NationalState;
}): NationalStateUser {
  const pool = JSON.parse(readFileSync(poolFile(stateDirectory), 'utf8')) as NationalStateUser[];
  const claims = path.join(stateDirectory, 'claims');
  mkdirSync(claims, { recursive: true });
  for (const user of pool.filter((candidate) => candidate.state === state)) {
    try {
      mkdirSync(path.join(claims, user.id));
      return user;
    } catch {
      // Already claimed by an earlier test.
    }
  }
  throw new Error(`Acabaram os usuários no estado ${state} do programa nacional.`);
}
