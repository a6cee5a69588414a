// GET /admin/audit-log?filter — super only: the admin audit log (issue 18, beyond the spec), newest
// first by keyset on (created_at, id). Filters: the actor's e-mail contains, the action, the
// target's type, and a date range (yyyy-MM-dd, school time zone, both or neither).
import { z } from 'zod';
import { adminListQueryShape, adminListResponseSchema } from './admin-list';
import { dateRangeShape, refineDateRange } from './admin-list-date-range';

export const ADMIN_AUDIT_LOG_PATH = '/admin/audit-log';

export const AUDIT_LOG_SORT_FIELDS = ['createdAt'] as const;
export const AUDIT_LOG_DEFAULTS = { sort: 'createdAt', order: 'desc', pageSize: 20 } as const;

/** Items of a long list field an entry shows (the rest is counted: `{ preview, total }`). */
export const AUDIT_LIST_PREVIEW_ITEMS = 10;

/** Target types the admin area writes (record-audit-entry.ts). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'class-group',
  'product',
  'message',
  'feature-config',
  'image',
  'manual-email',
  'automatic-email',
] as const;

export const getAdminAuditLogQuerySchema = z
  .strictObject({
    ...adminListQueryShape({ sortFields: AUDIT_LOG_SORT_FIELDS, defaults: AUDIT_LOG_DEFAULTS }),
    actorEmail: z.string().trim().toLowerCase().max(254).optional(),
    action: z
      .string()
      .trim()
      .max(100)
      .regex(/^[a-z0-9.-]*$/, {
        message: 'Use a ação como aparece no registro, por exemplo user.edit',
      })
      .optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
    ...dateRangeShape,
  })
  .superRefine(refineDateRange);

export type GetAdminAuditLogQuery = z.input<typeof getAdminAuditLogQuerySchema>;
export type AdminAuditLogFilter = z.output<typeof getAdminAuditLogQuerySchema>;

const changedFieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const auditLogItemSchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string() }),
  /**
   * The changed fields before and after (only those that changed). A list longer than
   * AUDIT_LIST_PREVIEW_ITEMS comes as `{ preview: its first items, total: its length }`.
   */
  before: changedFieldsSchema,
  after: changedFieldsSchema,
  createdAt: z.string(),
});

export type AuditLogItem = z.infer<typeof auditLogItemSchema>;

export const getAdminAuditLogResponseSchema = adminListResponseSchema(auditLogItemSchema).meta({
  id: 'AdminAuditLogList',
});

export type GetAdminAuditLogResponse = z.infer<typeof getAdminAuditLogResponseSchema>;
