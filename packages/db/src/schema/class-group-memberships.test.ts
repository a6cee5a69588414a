// class_group_memberships and what its triggers keep (migrations 0012 and 0015): the learner count
// of each group, `users.has_class_group` (joining and leaving, not moving), the invitation cleared
// on leaving, the learner's name, and versions from one sequence. Run on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../testing';
import { classGroupMemberships } from './class-group-memberships';
import { classGroups } from './class-groups';
import { users } from './users';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

let groupNumber = 0;
const createGroup = async () => {
  groupNumber += 1;
  const [group] = await handle.db
    .insert(classGroups)
    .values({
      name: `Turma do contador ${groupNumber} ${Date.now()}`,
      validityType: 'durationInMonths',
      durationInMonths: 6,
    })
    .returning();
  if (!group) throw new Error('turma não criada');
  return group.id;
};

const LINKED_AT = new Date('2026-01-05T12:00:00.000Z');

const createLearners = async (classGroupId: string | null, howMany: number) => {
  const rows = await handle.db
    .insert(users)
    .values(
      Array.from({ length: howMany }, () => {
        const name = `contador-${crypto.randomUUID()}`;
        return {
          username: name,
          email: `${name}@teste.dev`,
          classGroupAcceptedInvite: classGroupId !== null,
          linkedToClassDate: classGroupId === null ? null : LINKED_AT,
        };
      }),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  if (classGroupId !== null) {
    await handle.db
      .insert(classGroupMemberships)
      .values(ids.map((userId) => ({ userId, classGroupId })));
  }
  return ids;
};

/** The kept count beside the real one, so a drift shows as two different numbers. */
const countsOf = async (classGroupId: string) => {
  const [group] = await handle.db
    .select({ kept: classGroups.learnerCount })
    .from(classGroups)
    .where(eq(classGroups.id, classGroupId));
  const [real] = await handle.db
    .select({ count: sql<number>`count(*)::int` })
    .from(classGroupMemberships)
    .where(eq(classGroupMemberships.classGroupId, classGroupId));
  return { kept: group?.kept, real: real?.count };
};

const learnerState = (ids: string[]) =>
  handle.db
    .select({
      hasClassGroup: users.hasClassGroup,
      accepted: users.classGroupAcceptedInvite,
      linkedAt: users.linkedToClassDate,
      version: users.version,
    })
    .from(users)
    .where(inArray(users.id, ids));

const moveTo = (classGroupId: string, ids: string[]) =>
  handle.db
    .update(classGroupMemberships)
    .set({ classGroupId })
    .where(inArray(classGroupMemberships.userId, ids));

describe('class_group_memberships', () => {
  it('counts learners who join in one statement, and marks them as in a group', async () => {
    const group = await createGroup();
    const learners = await createLearners(group, 3);
    await createLearners(null, 2);
    expect(await countsOf(group)).toEqual({ kept: 3, real: 3 });
    expect((await learnerState(learners)).map((row) => row.hasClassGroup)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('moves counts between groups with a set-based update and leaves the users rows alone', async () => {
    const source = await createGroup();
    const target = await createGroup();
    const learners = await createLearners(source, 5);
    const moved = learners.slice(0, 3);
    const before = await learnerState(moved);

    await moveTo(target, moved);

    expect(await countsOf(source)).toEqual({ kept: 2, real: 2 });
    expect(await countsOf(target)).toEqual({ kept: 3, real: 3 });
    expect(await learnerState(moved)).toEqual(before);
  });

  it('raises the membership version from the same sequence as users.version on a move', async () => {
    const source = await createGroup();
    const target = await createGroup();
    const [learner] = await createLearners(source, 1);
    const versionOf = async () => {
      const [row] = await handle.db
        .select({ user: users.version, membership: classGroupMemberships.version })
        .from(users)
        .innerJoin(classGroupMemberships, eq(classGroupMemberships.userId, users.id))
        .where(eq(users.id, learner!));
      return row!;
    };
    const first = await versionOf();
    await moveTo(target, [learner!]);
    const second = await versionOf();
    expect(second.membership).toBeGreaterThan(Math.max(first.user, first.membership));
    await handle.db.update(users).set({ name: 'Outro nome' }).where(eq(users.id, learner!));
    const third = await versionOf();
    expect(third.user).toBeGreaterThan(second.membership);
  });

  it('sends a learner who leaves back to the waiting list: no group, invitation and date cleared', async () => {
    const group = await createGroup();
    const [learner, stays] = await createLearners(group, 2);
    await handle.db.delete(classGroupMemberships).where(eq(classGroupMemberships.userId, learner!));
    expect(await countsOf(group)).toEqual({ kept: 1, real: 1 });
    const [left] = await learnerState([learner!]);
    expect(left).toMatchObject({ hasClassGroup: false, accepted: false, linkedAt: null });
    const [kept] = await learnerState([stays!]);
    expect(kept).toMatchObject({ hasClassGroup: true, accepted: true, linkedAt: LINKED_AT });
  });

  it('keeps the learner name on the membership, from joining and after every rename', async () => {
    const group = await createGroup();
    const [learner] = await createLearners(null, 1);
    await handle.db.update(users).set({ name: 'Ana Souza' }).where(eq(users.id, learner!));
    await handle.db.insert(classGroupMemberships).values({ userId: learner!, classGroupId: group });
    const nameOf = async () =>
      (
        await handle.db
          .select({ name: classGroupMemberships.name })
          .from(classGroupMemberships)
          .where(eq(classGroupMemberships.userId, learner!))
      )[0]?.name;
    expect(await nameOf()).toBe('Ana Souza');
    await handle.db.update(users).set({ name: 'Ana Souza Lima' }).where(eq(users.id, learner!));
    expect(await nameOf()).toBe('Ana Souza Lima');
  });

  it('drops deleted learners from the count', async () => {
    const group = await createGroup();
    const learners = await createLearners(group, 4);
    await handle.db.delete(users).where(inArray(users.id, learners.slice(0, 2)));
    expect(await countsOf(group)).toEqual({ kept: 2, real: 2 });
  });

  it('lets a group with learners be deleted (its learners leave it first, by the foreign key)', async () => {
    const group = await createGroup();
    const learners = await createLearners(group, 2);
    await handle.db.delete(classGroups).where(eq(classGroups.id, group));
    expect((await learnerState(learners)).map((row) => row.hasClassGroup)).toEqual([false, false]);
  });

  it('refuses a negative count written by hand', async () => {
    const group = await createGroup();
    await expect(
      handle.db.update(classGroups).set({ learnerCount: -1 }).where(eq(classGroups.id, group)),
    ).rejects.toThrow();
  });
});
