// SQL of the audit log list (GET /admin/audit-log): newest first by keyset on (created_at, id),
// served by audit_log_created_index; the action filter by audit_log_action_index. Long lists in an
// entry (the ids of a move of 10,000 learners) were cut to a preview when it was written
// (record-audit-entry.ts), kept whole in `long_lists`, which a page never reads.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminAuditLogFilter } from '@escola/contracts/get-admin-audit-log';
import type { Database } from '@escola/db/client';
import { auditLog } from '@escola/db/schema/audit-log';
import { cursorColumns, planKeysetPage } from '../../lists/admin-list-page';
import { countListSize } from '../../lists/count-list-size';
import { allOf, calendarRangeCondition, containsCondition } from '../../lists/search-conditions';

const filterCondition = (filter: AdminAuditLogFilter): SQL | undefined =>
  allOf([
    filter.actorEmail
      ? containsCondition({
          expression: sql`lower(${auditLog.actorEmail})`,
          term: filter.actorEmail,
        })
      : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    calendarRangeCondition({
      column: auditLog.createdAt,
      startDate: filter.startDate,
      endDate: filter.endDate,
    }),
  ]);

/**
 * ORDER BY in the direction of audit_log_created_index, which drizzle wrote as DESC NULLS LAST:
 * a plain DESC (NULLS FIRST) would not match it and PostgreSQL would sort the whole table. The
 * columns are NOT NULL, so the rows come in the same order.
 */
const orderByCreated = (order: 'asc' | 'desc') =>
  order === 'desc'
    ? [sql`${auditLog.createdAt} desc nulls last`, sql`${auditLog.id} desc nulls last`]
    : [sql`${auditLog.createdAt} asc nulls first`, sql`${auditLog.id} asc nulls first`];

export const findAuditLogPage = async ({
  db,
  filter,
}: {
  db: Database;
  filter: AdminAuditLogFilter;
}) => {
  const plan = planKeysetPage({
    query: filter,
    sortColumn: auditLog.createdAt,
    idColumn: auditLog.id,
  });
  const where = filterCondition(filter);
  const rows = await db
    .select({
      id: sql<string>`${auditLog.id}::text`,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel: auditLog.targetLabel,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      ...cursorColumns({ sortColumn: auditLog.createdAt, idColumn: auditLog.id }),
    })
    .from(auditLog)
    .where(allOf([where, plan.after]))
    .orderBy(...orderByCreated(filter.order))
    .limit(plan.limit)
    .offset(plan.offset);
  const size = await countListSize({ db, from: sql`${auditLog}`, where, tableName: 'audit_log' });
  return { rows, size };
};
