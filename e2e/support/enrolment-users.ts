// National learners invited to a class group (issue 17), written straight into the database (a
// test-only shortcut): linked to a started class group, invitation not accepted yet, national data
// not complemented. They live in a pool of their own on the embedded database
// (enrolment-user-pool.json), claimed like the main pool's users (support/user-pool.ts).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@escola/db/client';
import { classGroups } from '@escola/db/schema/class-groups';
import { users } from '@escola/db/schema/users';
import { definePool } from './claim-pool';
import { describeTestUser, insertTestUser, joinClassGroup } from './test-users';
import type { TestUser } from './test-users';

export type InvitedLearner = TestUser & { classGroupName: string };

export const E2E_CLASS_GROUP_NAME = 'Turma E2E Paraná';
/** The class group's trilhas (curriculumAvailable). */
export const E2E_CLASS_GROUP_TRAILS = ['fundamentos-da-programacao-front-end'];

/** One for each journey that needs such a learner. */
export const ENROLMENT_POOL_SIZE = 2;

export async function insertInvitedLearner({
  handle,
  passwordHash,
}: {
  handle: DatabaseHandle;
  passwordHash?: string;
}): Promise<InvitedLearner> {
  const user = await insertTestUser({
    handle,
    user: describeTestUser({ type: 'student' }),
    ...(passwordHash ? { passwordHash } : {}),
  });
  // Class-group names are unique (migration 0010): each learner's group gets a suffix of its own.
  const classGroupName = `${E2E_CLASS_GROUP_NAME} ${randomBytes(3).toString('hex')}`;
  const [group] = await handle.db
    .insert(classGroups)
    .values({
      name: classGroupName,
      curriculumAvailable: E2E_CLASS_GROUP_TRAILS,
      validityType: 'dateRange',
      validityStart: '2020-01-01',
      validityEnd: '2099-12-31',
    })
    .returning({ id: classGroups.id });
  if (!group) throw new Error('Turma de teste não foi criada.');
  await handle.db
    .update(users)
    .set({
      group: 'nacional-pr',
      access: 'limited_nacional',
      source: '',
      registrationQuiz: 2,
      classGroupAcceptedInvite: false,
      linkedToClassDate: new Date(),
      nationalDataComplement: false,
    })
    .where(eq(users.id, user.id));
  await joinClassGroup({ handle, userIds: [user.id], classGroupId: group.id });
  return { ...user, classGroupName };
}

/** The embedded database's pool of these sets (support/claim-pool.ts). */
export const { write: writeEnrolmentUserPool, claim: claimInvitedLearner } =
  definePool<InvitedLearner>({
    fileName: 'enrolment-user-pool.json',
    count: ENROLMENT_POOL_SIZE,
    insert: insertInvitedLearner,
    claimIdOf: (user) => user.id,
    exhaustedMessage: 'Acabaram os usuários convidados para turmas.',
  });
