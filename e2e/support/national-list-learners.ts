// Learners on each of the four national-programme lists (issue 18, @escola/domain/national-lists),
// written straight into the database (a test-only shortcut), all named with one random tag so a
// search finds this set only: two waiting (Roraima and Amazonas), one waiting to confirm, one
// confirmed, one dropout and one reproved. On the embedded database each worker's setup writes the
// set (national-list-learner-pool.json) and the test claims it; on PostgreSQL the fixture makes it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle, PostgresHandle } from '@escola/db/client';
import { classGroups } from '@escola/db/schema/class-groups';
import { users, type NewUser } from '@escola/db/schema/users';
import { definePool } from './claim-pool';
import { describeTestUser, insertTestUser, joinClassGroup, removeTestUser } from './test-users';

const DAY_MS = 24 * 60 * 60 * 1000;

export type NationalListLearner = { id: string; name: string; group: string };
export type NationalListLearners = {
  tag: string;
  classGroup: { id: string; name: string };
  waiting: NationalListLearner;
  waitingElsewhere: NationalListLearner;
  waitingToConfirm: NationalListLearner;
  confirmed: NationalListLearner;
  dropout: NationalListLearner;
  reproved: NationalListLearner;
};

/** Approved in the placement test, Roraima's group, no class group: the waiting list. */
const APPROVED: Partial<NewUser> = {
  group: 'nacional-rr',
  source: '',
  access: 'limited_nacional',
  registrationQuiz: 1,
  attemptedPlacementTestCounter: 1,
  studentGrade: 8,
};

export async function insertNationalListLearners({
  handle,
}: {
  handle: DatabaseHandle;
}): Promise<NationalListLearners> {
  const tag = `lista${randomBytes(3).toString('hex')}`;
  const classGroupName = `Turma ${tag}`;
  const [group] = await handle.db
    .insert(classGroups)
    .values({
      name: classGroupName,
      curriculumAvailable: ['fundamentos-da-programacao-front-end'],
      validityType: 'durationInMonths',
      durationInMonths: 6,
    })
    .returning({ id: classGroups.id });
  if (!group) throw new Error('A turma das listas não foi criada.');
  const now = Date.now();
  const linked = (days: number): Partial<NewUser> => ({
    linkedToClassDate: new Date(now - days * DAY_MS),
  });
  const insert = async (name: string, facts: Partial<NewUser>): Promise<NationalListLearner> => {
    // They never sign in: no password worth hashing.
    const user = await insertTestUser({
      handle,
      user: describeTestUser({ type: 'student' }),
      passwordHash: '!',
    });
    const values = { ...APPROVED, ...facts, name: `${name} ${tag}` };
    await handle.db.update(users).set(values).where(eq(users.id, user.id));
    // A learner with a link date is in the list's class group.
    if (facts.linkedToClassDate) {
      await joinClassGroup({ handle, userIds: [user.id], classGroupId: group.id });
    }
    return { id: user.id, name: values.name, group: values.group ?? '' };
  };
  return {
    tag,
    classGroup: { id: group.id, name: classGroupName },
    waiting: await insert('Alice Aguarda', {}),
    waitingElsewhere: await insert('Bento Manaus', { group: 'nacional-am' }),
    waitingToConfirm: await insert('Carla Convidada', linked(1)),
    confirmed: await insert('Davi Confirmado', { ...linked(3), classGroupAcceptedInvite: true }),
    dropout: await insert('Elisa Desistente', linked(10)),
    reproved: await insert('Fábio Reprovado', {
      attemptedPlacementTestCounter: 2,
      studentGrade: 5,
    }),
  };
}

const learnersOf = (set: NationalListLearners) => [
  set.waiting,
  set.waitingElsewhere,
  set.waitingToConfirm,
  set.confirmed,
  set.dropout,
  set.reproved,
];

export async function removeNationalListLearners({
  handle,
  set,
}: {
  handle: PostgresHandle;
  set: NationalListLearners;
}): Promise<void> {
  for (const learner of learnersOf(set)) await removeTestUser({ handle, userId: learner.id });
  await handle.db.delete(classGroups).where(eq(classGroups.id, set.classGroup.id));
}

/** The embedded database's pool of these sets (support/claim-pool.ts). */
export const { write: writeNationalListLearnerPool, claim: claimNationalListLearners } =
  definePool<NationalListLearners>({
    fileName: 'national-list-learner-pool.json',
    count: 1,
    insert: insertNationalListLearners,
    claimIdOf: (set) => set.classGroup.id,
    exhaustedMessage: 'Acabaram os conjuntos de estudantes das listas do programa nacional.',
  });
