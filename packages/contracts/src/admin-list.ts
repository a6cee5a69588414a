// The admin area's server-side lists (issue 18): one query shape and one answer shape for every
// paginated table (users, answered quizzes, the programme lists, deletion logs, the audit log).
// Pages go by keyset: the answer's `nextCursor` is sent back as `cursor` for the next page; a page
// number without a cursor is served by OFFSET only up to ADMIN_LIST_MAX_OFFSET rows (bookmarks and
// reloads of early pages), deeper than that a cursor is required. Filters go as query strings,
// skipping null values (domain list-filters).
import { z } from 'zod';

export const ADMIN_LIST_MAX_PAGE_SIZE = 100;
/** Deepest row a page number alone (no cursor) may start at. */
export const ADMIN_LIST_MAX_OFFSET = 10_000;
/** Counts stop here: past it the total is "more than" (listSizeKind 'at-least'). */
export const ADMIN_LIST_COUNT_CAP = 10_000;
export const ADMIN_LIST_SEARCH_MAX_LENGTH = 100;

export const SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * The common query fields. `sortFields` are the list's sortable columns (anything else is a 400);
 * `defaults` the list's default sort and page size.
 */
export const adminListQueryShape = <const Fields extends readonly [string, ...string[]]>({
  sortFields,
  defaults,
}: {
  sortFields: Fields;
  defaults: { sort: Fields[number]; order: (typeof SORT_ORDERS)[number]; pageSize: number };
}) => ({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_LIST_MAX_PAGE_SIZE).default(defaults.pageSize),
  sort: z.enum(sortFields).default(defaults.sort as Fields[number]),
  order: z.enum(SORT_ORDERS).default(defaults.order),
  search: z.string().trim().max(ADMIN_LIST_SEARCH_MAX_LENGTH).optional(),
  /** The previous page's `nextCursor` (opaque). */
  cursor: z.string().max(1_000).optional(),
});

/**
 * How `listSize` reads: 'exact'; 'at-least' (the count stopped at ADMIN_LIST_COUNT_CAP: "mais de
 * 10.000"); 'estimate' (the table's statistics, for an unfiltered list: "cerca de").
 */
export const LIST_SIZE_KINDS = ['exact', 'at-least', 'estimate'] as const;
export type ListSizeKind = (typeof LIST_SIZE_KINDS)[number];

export const adminListResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    list: z.array(item),
    listSize: z.number().int().min(0),
    listSizeKind: z.enum(LIST_SIZE_KINDS),
    pageNumber: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** The cursor of the page after this one; null on the last page. */
    nextCursor: z.string().nullable(),
  });

export type AdminListResponse<Item> = {
  list: Item[];
  listSize: number;
  listSizeKind: ListSizeKind;
  pageNumber: number;
  pageSize: number;
  nextCursor: string | null;
};
