// What the four national-programme lists share (issue 18, docs/product/admin.md): the query
// (search, group, page, sort; the reproved list adds a status), the item, and the answer's extras.
// Each endpoint has its own contract file (get-admin-…-list.ts, get-admin-export-…-list.ts).
import { z } from 'zod';
import { NATIONAL_LIST_GROUPS, REPROVED_AND_DROPOUT_STATUSES } from '@escola/domain/national-lists';
import { adminListQueryShape, adminListResponseSchema, LIST_SIZE_KINDS } from './admin-list';

export const NATIONAL_LIST_SORT_FIELDS = ['name', 'email'] as const;
export const NATIONAL_LIST_DEFAULTS = { sort: 'name', order: 'asc', pageSize: 20 } as const;

const GROUP_TAGS = NATIONAL_LIST_GROUPS.map(({ group }) => group) as [string, ...string[]];

/** One of the eight programme groups (nacional-pr …); anything else is a 400. */
export const nationalListGroupSchema = z.enum(GROUP_TAGS);
export const reprovedAndDropoutStatusSchema = z.enum(REPROVED_AND_DROPOUT_STATUSES);

const listQueryShape = adminListQueryShape({
  sortFields: NATIONAL_LIST_SORT_FIELDS,
  defaults: NATIONAL_LIST_DEFAULTS,
});

export const nationalListQuerySchema = z.strictObject({
  ...listQueryShape,
  group: nationalListGroupSchema.optional(),
});
export const reprovedAndDropoutListQuerySchema = nationalListQuerySchema.extend({
  status: reprovedAndDropoutStatusSchema.optional(),
});

/** The exports take the list's filters and sort, no page: the file holds the whole list. */
export const nationalListExportQuerySchema = z.strictObject({
  sort: listQueryShape.sort,
  order: listQueryShape.order,
  search: listQueryShape.search,
  group: nationalListGroupSchema.optional(),
});
export const reprovedAndDropoutExportQuerySchema = nationalListExportQuerySchema.extend({
  status: reprovedAndDropoutStatusSchema.optional(),
});

export type NationalListQuery = z.infer<typeof reprovedAndDropoutListQuerySchema>;
export type NationalListExportQuery = z.infer<typeof reprovedAndDropoutExportQuerySchema>;

/** Where a learner stands on the lists: the list's own name, or reprovado/desistente. */
export const NATIONAL_LIST_ITEM_STATUSES = [
  'aguardando-vaga',
  'aguardando-confirmacao',
  'confirmado',
  ...REPROVED_AND_DROPOUT_STATUSES,
] as const;
export type NationalListItemStatus = (typeof NATIONAL_LIST_ITEM_STATUSES)[number];

export const nationalListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  /** Masked (maskCpf): the middle six digits only; null when the account has no CPF. */
  cpf: z.string().nullable(),
  group: z.string(),
  /** From the learner's national registration (quiz_users), when linked. */
  state: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  grade: z.number().nullable(),
  attempts: z.number().int(),
  classGroupName: z.string().nullable(),
  /** ISO date-time the learner was linked to the class group. */
  linkedDate: z.string().nullable(),
  status: z.enum(NATIONAL_LIST_ITEM_STATUSES),
});
export type NationalListItem = z.infer<typeof nationalListItemSchema>;

const extras = {
  /** The programme groups with at least one learner on this list (any search or filter). */
  availableGroups: z.array(z.string()),
  /**
   * Learners on this list in every group, before search and filters (the tab's total); counted
   * up to ADMIN_LIST_COUNT_CAP, past it `dataCountKind` is 'at-least'.
   */
  dataCount: z.number().int().min(0),
  dataCountKind: z.enum(LIST_SIZE_KINDS),
};

export const nationalListResponseSchema =
  adminListResponseSchema(nationalListItemSchema).extend(extras);
export const reprovedAndDropoutListResponseSchema = nationalListResponseSchema.extend({
  /** The statuses with at least one learner on the list. */
  availableStatuses: z.array(reprovedAndDropoutStatusSchema),
});
export type NationalListResponse = z.infer<typeof nationalListResponseSchema>;
export type ReprovedAndDropoutListResponse = z.infer<typeof reprovedAndDropoutListResponseSchema>;

/** The .xlsx media type of the exports. */
export const SPREADSHEET_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
