// SQL of the class groups: the group rows with their learner counts (kept by triggers on their
// memberships, migrations 0012 and 0015), and the changes of their learners' memberships
// (decision 041: class_group_memberships is the one home of a learner's group).
import { and, asc, eq, sql } from 'drizzle-orm';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { classGroups, type ClassGroup, type NewClassGroup } from '@escola/db/schema/class-groups';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

/** A uuid[] literal: the ids are validated uuids, sent as one parameter (one plan for any count). */
const toUuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Every group with its learner count (kept by the triggers of migration 0012), by name. */
export const listClassGroupRows = async ({ db }: { db: DatabaseExecutor }): Promise<ClassGroup[]> =>
  db.select().from(classGroups).orderBy(asc(classGroups.name), asc(classGroups.id));

/**
 * The group, locked until the transaction ends (`update`), or only against deletion (`key share`:
 * the learner-count trigger may still update the row meanwhile, so two moves never deadlock).
 */
export const findClassGroupLocked = async ({
  db,
  id,
  lock,
}: {
  db: DatabaseExecutor;
  id: string;
  lock: 'update' | 'key share';
}): Promise<ClassGroup | undefined> => {
  const query = db.select().from(classGroups).where(eq(classGroups.id, id)).limit(1);
  const [row] = await (lock === 'update' ? query.for('update') : query.for('key share'));
  return row;
};

/**
 * Serialises the name check and the write of every create and edit (a transaction-scoped lock), so
 * two admins cannot both take a free name at once.
 */
export const lockClassGroupNames = async ({ db }: { db: DatabaseExecutor }) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('class_groups.name'))`);
};

/** Is the name (compared case-insensitively) used by a group other than `exceptId`? */
export const isClassGroupNameTaken = async ({
  db,
  name,
  exceptId,
}: {
  db: DatabaseExecutor;
  name: string;
  exceptId: string | null;
}): Promise<boolean> => {
  const [row] = await db
    .select({ id: classGroups.id })
    .from(classGroups)
    .where(
      exceptId
        ? sql`lower(${classGroups.name}) = lower(${name}) and ${classGroups.id} <> ${exceptId}`
        : sql`lower(${classGroups.name}) = lower(${name})`,
    )
    .limit(1);
  return row !== undefined;
};

export type ClassGroupValues = Pick<
  NewClassGroup,
  | 'name'
  | 'curriculumAvailable'
  | 'validityType'
  | 'validityStart'
  | 'validityEnd'
  | 'durationInMonths'
>;

export const insertClassGroup = async ({
  db,
  values,
}: {
  db: DatabaseExecutor;
  values: ClassGroupValues;
}): Promise<ClassGroup> => {
  const [row] = await db.insert(classGroups).values(values).returning();
  if (!row) throw new Error('a turma não foi inserida');
  return row;
};

export const updateClassGroup = async ({
  db,
  id,
  values,
}: {
  db: DatabaseExecutor;
  id: string;
  values: ClassGroupValues;
}): Promise<ClassGroup> => {
  const [row] = await db.update(classGroups).set(values).where(eq(classGroups.id, id)).returning();
  if (!row) throw new Error('a turma não foi atualizada');
  return row;
};

/**
 * Its learners back to the waiting list: their memberships go, and migration 0015's trigger clears
 * each one's invitation and link date.
 */
export const releaseLearners = async ({
  db,
  classGroupId,
}: {
  db: DatabaseExecutor;
  classGroupId: string;
}): Promise<number> => {
  const released = await db
    .delete(classGroupMemberships)
    .where(eq(classGroupMemberships.classGroupId, classGroupId))
    .returning({ userId: classGroupMemberships.userId });
  return released.length;
};

export const deleteClassGroupRow = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  await db.delete(classGroups).where(eq(classGroups.id, id));
};

/**
 * Moves the learners among `userIds` who are in the source group to the target group in one
 * UPDATE of their memberships (their invitation and link date stay: decision 041); answers how
 * many moved.
 */
export const moveLearners = async ({
  db,
  sourceClassGroupId,
  targetClassGroupId,
  userIds,
}: {
  db: DatabaseExecutor;
  sourceClassGroupId: string;
  targetClassGroupId: string;
  userIds: readonly string[];
}): Promise<number> => {
  const moved = await db
    .update(classGroupMemberships)
    .set({ classGroupId: targetClassGroupId })
    .where(
      and(
        eq(classGroupMemberships.classGroupId, sourceClassGroupId),
        sql`${classGroupMemberships.userId} = any(${toUuidArray(userIds)}::uuid[])`,
      ),
    )
    .returning({ userId: classGroupMemberships.userId });
  return moved.length;
};

/**
 * One learner's group (edit-user): joining starts a new invitation (linked now, not accepted);
 * changing groups keeps it, as a move does; leaving clears it (migration 0015's trigger).
 */
export const setClassGroupOf = async ({
  db,
  userId,
  classGroupId,
  now,
}: {
  db: DatabaseExecutor;
  userId: string;
  classGroupId: string | null;
  now: Date;
}): Promise<void> => {
  if (classGroupId === null) {
    await db.delete(classGroupMemberships).where(eq(classGroupMemberships.userId, userId));
    return;
  }
  const changed = await db
    .update(classGroupMemberships)
    .set({ classGroupId })
    .where(eq(classGroupMemberships.userId, userId))
    .returning({ userId: classGroupMemberships.userId });
  if (changed.length > 0) return;
  await db
    .update(users)
    .set({ linkedToClassDate: now, classGroupAcceptedInvite: false })
    .where(eq(users.id, userId));
  await db.insert(classGroupMemberships).values({ userId, classGroupId });
};
