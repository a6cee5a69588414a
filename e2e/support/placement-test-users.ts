// Learners in a placement-test state (issue 16), written straight into the database (a test-only
// shortcut): a national learner of the first quiz who finished Mundo Tech and still has to take
// the test, and one who failed both attempts. They live in a pool of their own on the embedded
// database (placement-user-pool.json), claimed like the main pool's users (support/user-pool.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@escola/db/client';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { users } from '@escola/db/schema/users';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import { computePoints } from '@escola/domain/points';
import { describeTestUser, insertTestUser, TEST_USER_COMPLETED_CHALLENGES } from './test-users';
import type { TestUser } from './test-users';

export type PlacementState = 'needed' | 'attempts-over';
export type PlacementTestUser = TestUser & { placement: PlacementState };

/** The grade of the learner whose attempts are over (below the passing 7). */
export const ATTEMPTS_OVER_GRADE = 3.75;

const PLACEMENT_STATES: Record<PlacementState, Partial<typeof users.$inferInsert>> = {
  needed: { attemptedPlacementTestCounter: 0, studentGrade: null },
  'attempts-over': { attemptedPlacementTestCounter: 2, studentGrade: ATTEMPTS_OVER_GRADE },
};

/** Per state: one for each journey that needs such a learner. */
export const PLACEMENT_POOL_SIZE = 2;

export async function insertPlacementTestUser({
  handle,
  placement,
  passwordHash,
}: {
  handle: DatabaseHandle;
  placement: PlacementState;
  passwordHash?: string;
}): Promise<PlacementTestUser> {
  const user = await insertTestUser({
    handle,
    user: describeTestUser({ type: 'student' }),
    ...(passwordHash ? { passwordHash } : {}),
  });
  await handle.db
    .update(users)
    .set({
      group: 'nacional-pr',
      access: 'nacional',
      source: '',
      registrationQuiz: 1,
      ...PLACEMENT_STATES[placement],
    })
    .where(eq(users.id, user.id));
  await handle.db
    .insert(completedChallenges)
    .values({ userId: user.id, challengeId: MUNDO_TECH_CHALLENGE_ID });
  return {
    ...user,
    placement,
    points: computePoints({ completedCount: TEST_USER_COMPLETED_CHALLENGES + 1 }),
  };
}

const poolFile = (stateDirectory: string) => path.join(stateDirectory, 'placement-user-pool.json');

export async function writePlacementUserPool({
  handle,
  stateDirectory,
}: {
  handle: DatabaseHandle;
  stateDirectory: string;
}): Promise<void> {
  const pool: PlacementTestUser[] = [];
  for (const placement of Object.keys(PLACEMENT_STATES) as PlacementState[]) {
    for (let index = 0; index < PLACEMENT_POOL_SIZE; index += 1) {
      pool.push(await insertPlacementTestUser({ handle, placement }));
    }
  }
  writeFileSync(poolFile(stateDirectory), JSON.stringify(pool));
}

export function claimPlacementTestUser({
  stateDirectory,
  placement,
}: {
  stateDirectory: string;
  placement: PlacementState;
}): PlacementTestUser {
  const pool = JSON.parse(readFileSync(poolFile(stateDirectory), 'utf8')) as PlacementTestUser[];
  const claims = path.join(stateDirectory, 'claims');
  mkdirSync(claims, { recursive: true });
  for (const user of pool.filter((candidate) => candidate.placement === placement)) {
    try {
      mkdirSync(path.join(claims, user.id));
      return user;
    } catch {
      // Already claimed by an earlier test.
    }
  }
  throw new Error(`Acabaram os usuários de teste de nivelamento (${placement}).`);
}
