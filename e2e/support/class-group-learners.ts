// Learners in a class group of their own, for the move-users journey (issue 18), written straight
// into the database (a test-only shortcut): a source group named for the run and two national
// learners linked to it. On the embedded database a pool of such sets is written by the global
// setup (class-group-learner-pool.json) and claimed like the main pool's users.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle, PostgresHandle } from '@escola/db/client';
import { classGroups } from '@escola/db/schema/class-groups';
import { users } from '@escola/db/schema/users';
import { definePool } from './claim-pool';
import {
  describeTestUser,
  insertTestUser,
  joinClassGroup,
  removeTestUser,
  type TestUser,
} from './test-users';

export type ClassGroupLearners = {
  sourceGroup: { id: string; name: string };
  learners: TestUser[];
};

/** One set for each journey that moves learners. */
export const CLASS_GROUP_LEARNER_POOL_SIZE = 2;
export const LEARNERS_PER_SET = 2;

export async function insertClassGroupLearners({
  handle,
}: {
  handle: DatabaseHandle;
}): Promise<ClassGroupLearners> {
  const name = `Turma origem E2E ${randomBytes(3).toString('hex')}`;
  const [group] = await handle.db
    .insert(classGroups)
    .values({
      name,
      curriculumAvailable: ['fundamentos-da-programacao-front-end'],
      validityType: 'durationInMonths',
      durationInMonths: 6,
    })
    .returning({ id: classGroups.id });
  if (!group) throw new Error('Turma de origem não foi criada.');
  const learners: TestUser[] = [];
  for (let index = 0; index < LEARNERS_PER_SET; index += 1) {
    learners.push(await insertTestUser({ handle, user: describeTestUser({ type: 'student' }) }));
  }
  await handle.db
    .update(users)
    .set({
      group: 'nacional-pr',
      access: 'limited_nacional',
      source: '',
      classGroupAcceptedInvite: true,
      linkedToClassDate: new Date(),
    })
    .where(
      inArray(
        users.id,
        learners.map((learner) => learner.id),
      ),
    );
  await joinClassGroup({
    handle,
    userIds: learners.map((learner) => learner.id),
    classGroupId: group.id,
  });
  return { sourceGroup: { id: group.id, name }, learners };
}

export async function removeClassGroupLearners({
  handle,
  set,
}: {
  handle: PostgresHandle;
  set: ClassGroupLearners;
}): Promise<void> {
  for (const learner of set.learners) await removeTestUser({ handle, userId: learner.id });
  await handle.db.delete(classGroups).where(eq(classGroups.id, set.sourceGroup.id));
}

/** The embedded database's pool of these sets (support/claim-pool.ts). */
export const { write: writeClassGroupLearnerPool, claim: claimClassGroupLearners } =
  definePool<ClassGroupLearners>({
    fileName: 'class-group-learner-pool.json',
    count: CLASS_GROUP_LEARNER_POOL_SIZE,
    insert: insertClassGroupLearners,
    claimIdOf: (set) => set.sourceGroup.id,
    exhaustedMessage: 'Acabaram as turmas de origem com estudantes.',
  });
