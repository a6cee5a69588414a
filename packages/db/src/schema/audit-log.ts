// The admin area's audit log (issue 18, beyond the spec): every change staff make — who, what,
// when, before → after. Written in the same transaction as the change, so a change without its
// entry cannot exist. The actor's name and e-mail are copied: the entry outlives the account.
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    /** What was done, e.g. 'user.edit', 'class-group.create', 'class-group.move-users'. */
    action: text('action').notNull(),
    /** What it was done to: 'user', 'class-group'. */
    targetType: text('target_type').notNull(),
    /** The target's id (a uuid; the ids of a bulk change are in `after` and `longLists`). */
    targetId: text('target_id'),
    /** A readable name of the target at the time (a user's e-mail, a class group's name). */
    targetLabel: text('target_label').notNull().default(''),
    /** The changed fields before and after (only those that changed); null when not applicable. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /**
     * The lists too long to show whole (the 10,000 ids of a move), by side and field: `before` and
     * `after` hold their first items and length (`{ preview, total }`), here they are kept whole.
     * The list page never reads this column, so a page of bulk entries stays small.
     */
    longLists: jsonb('long_lists').$type<{
      before?: Record<string, unknown[]>;
      after?: Record<string, unknown[]>;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_index').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_actor_index').on(table.actorId, table.createdAt.desc()),
    index('audit_log_action_index').on(table.action, table.createdAt.desc()),
    index('audit_log_actor_email_trigram_index').using(
      'gin',
      sql`lower(${table.actorEmail}) gin_trgm_ops`,
    ),
    index('audit_log_target_index')
      .on(table.targetType, table.targetId)
      .where(sql`${table.targetId} is not null`),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
