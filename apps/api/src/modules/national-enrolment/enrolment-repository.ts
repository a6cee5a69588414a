// The class-group invitation's queries: the learner's group, and acceptance as one conditional
// update (two clicks or two tabs accept once).
import { and, eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { classGroups, type ClassGroup } from '@escola/db/schema/class-groups';
import { users } from '@escola/db/schema/users';

export const selectClassGroup = async ({
  db,
  classGroupId,
}: {
  db: Database;
  classGroupId: string;
}): Promise<ClassGroup | undefined> => {
  const [group] = await db.select().from(classGroups).where(eq(classGroups.id, classGroupId));
  return group;
};

/** True when this call accepted the invitation; false when there is no group or it was accepted. */
export const acceptInvite = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<boolean> => {
  const accepted = await db
    .update(users)
    .set({ classGroupAcceptedInvite: true })
    .where(
      and(
        eq(users.id, userId),
        eq(users.hasClassGroup, true),
        eq(users.classGroupAcceptedInvite, false),
      ),
    )
    .returning({ id: users.id });
  return accepted.length === 1;
};
