// Writes one entry of the admin audit log (issue 18): who (the staff member), what (an action and
// its target), when, and the changed fields before → after. Call it with the transaction of the
// change itself, so the change and its entry land together or not at all.
import { AUDIT_LIST_PREVIEW_ITEMS } from '@escola/contracts/get-admin-audit-log';
import type { User } from '@escola/db/schema/users';
import { auditLog } from '@escola/db/schema/audit-log';
import type { DatabaseExecutor } from '@escola/db/client';

export type AuditTarget = {
  type:
    | 'user'
    | 'class-group'
    | 'product'
    | 'message'
    | 'feature-config'
    | 'image'
    | 'manual-email'
    | 'automatic-email'
    | 'recurring-email';
  id: string | null;
  label: string;
};

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

const isLongList = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.length > AUDIT_LIST_PREVIEW_ITEMS;

/**
 * A side of an entry as the log shows it, each list longer than the preview cut to its first items
 * and its length (`{ preview, total }`), and those lists whole, to be kept apart (`long_lists`).
 */
const splitLongLists = (fields: Fields | null) => {
  const long = Object.entries(fields ?? {}).filter(([, value]) => isLongList(value));
  if (!fields || long.length === 0) return { shown: fields, long: undefined };
  const shown = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      isLongList(value)
        ? { preview: value.slice(0, AUDIT_LIST_PREVIEW_ITEMS), total: value.length }
        : value,
    ]),
  );
  return { shown, long: Object.fromEntries(long) as Record<string, unknown[]> };
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
  const beforeSide = splitLongLists(before);
  const afterSide = splitLongLists(after);
  const hasLongLists = beforeSide.long !== undefined || afterSide.long !== undefined;
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorName: actor.name,
    action,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label,
    before: beforeSide.shown,
    after: afterSide.shown,
    longLists: hasLongLists ? { before: beforeSide.long, after: afterSide.long } : null,
  });
};
