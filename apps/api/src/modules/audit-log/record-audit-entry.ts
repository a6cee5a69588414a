// Writes one entry of the admin audit log (issue 18): who (the staff member), what (an action and
// its target), when, and the changed fields before → after. Call it with the transaction of the
// change itself, so the change and its entry land together or not at all.
import type { User } from '@escola/db/schema/users';
import { auditLog } from '@escola/db/schema/audit-log';
import type { DatabaseExecutor } from '../one-time-tokens/one-time-tokens';

export type AuditTarget = { type: 'user' | 'class-group'; id: string | null; label: string };

type Fields = Record<string, unknown>;

const sameValue = (left: unknown, right: unknown): boolean =>
  JSON.stringify(left) === JSON.stringify(right);

/** Only the fields whose value changed, on both sides (`after` keys decide what was touched). */
export const changedFields = ({ before, after }: { before: Fields; after: Fields }) => {
  const keys = Object.keys(after).filter((key) => !sameValue(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
};

export const recordAuditEntry = async ({
  db,
  actor,
  action,
  target,
  before,
  after,
}: {
  db: DatabaseExecutor;
  actor: Pick<User, 'id' | 'email' | 'name'>;
  action: string;
  target: AuditTarget;
  before: Fields | null;
  after: Fields | null;
}): Promise<void> => {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorName: actor.name,
    action,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label,
    before,
    after,
  });
};
