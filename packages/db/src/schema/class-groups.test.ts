// class_groups.learner_count is kept by the statement triggers of migration 0012: whatever writes
// users — one row, a set-based move, a deletion, the group's own deletion — the count stays the
// number of users in the group. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../testing';
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

const createLearners = async (classGroupId: string | null, howMany: number) => {
  const rows = await handle.db
    .insert(users)
    .values(
      Array.from({ length: howMany }, () => {
        const name = `contador-${crypto.randomUUID()}`;
        return { username: name, email: `${name}@teste.dev`, classGroupId };
      }),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
};

/** The kept count beside the real one, so a drift shows as two different numbers. */
const countsOf = async (classGroupId: string) => {
  const [group] = await handle.db
    .select({ kept: classGroups.learnerCount })
    .from(classGroups)
    .where(eq(classGroups.id, classGroupId));
  const [real] = await handle.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.classGroupId, classGroupId));
  return { kept: group?.kept, real: real?.count };
};

describe('class_groups.learner_count', () => {
  it('counts learners added in one statement and ignores updates that keep the group', async () => {
    const group = await createGroup();
    const learners = await createLearners(group, 3);
    await createLearners(null, 2);
    expect(await countsOf(group)).toEqual({ kept: 3, real: 3 });

    await handle.db.update(users).set({ name: 'Outro nome' }).where(inArray(users.id, learners));
    expect(await countsOf(group)).toEqual({ kept: 3, real: 3 });
  });

  it('moves counts between groups with a set-based update, and back to none', async () => {
    const source = await createGroup();
    const target = await createGroup();
    const learners = await createLearners(source, 5);

    await handle.db
      .update(users)
      .set({ classGroupId: target })
      .where(inArray(users.id, learners.slice(0, 3)));
    expect(await countsOf(source)).toEqual({ kept: 2, real: 2 });
    expect(await countsOf(target)).toEqual({ kept: 3, real: 3 });

    await handle.db
      .update(users)
      .set({ classGroupId: null })
      .where(eq(users.id, learners[0] ?? ''));
    expect(await countsOf(target)).toEqual({ kept: 2, real: 2 });
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
    const left = await handle.db
      .select({ classGroupId: users.classGroupId })
      .from(users)
      .where(inArray(users.id, learners));
    expect(left).toEqual([{ classGroupId: null }, { classGroupId: null }]);
  });

  it('refuses a negative count written by hand', async () => {
    const group = await createGroup();
    await expect(
      handle.db.update(classGroups).set({ learnerCount: -1 }).where(eq(classGroups.id, group)),
    ).rejects.toThrow();
  });
});
