// The readable "before → after" of an audit entry: one line per changed field, in the order the
// entry keeps them, with values written for people (a class group by its name, a list joined,
// long lists cut — also the `{ preview, total }` the API sends for a very long one). The labels come from the caller (the locale), so this stays a pure function.

export type AuditChange = { field: string; before: string; after: string };

export type AuditValueLabels = {
  empty: string;
  yes: string;
  no: string;
  /** "e mais N" for the items of a long list that are not shown. */
  more: (count: number) => string;
};

/** Items of a list shown before "e mais N" (a move of 10,000 learners keeps its ids). */
export const MAX_LIST_ITEMS = 5;

/** The API's cut of a long list: its first items and its length. */
const isListPreview = (
  value: Record<string, unknown>,
): value is { preview: unknown[]; total: number } =>
  Array.isArray(value.preview) && typeof value.total === 'number';

const describeList = ({
  items,
  total,
  labels,
}: {
  items: unknown[];
  total: number;
  labels: AuditValueLabels;
}): string => {
  if (total === 0) return labels.empty;
  const shown = items.slice(0, MAX_LIST_ITEMS).map((item) => describeAuditValue(item, labels));
  const hidden = total - shown.length;
  return hidden > 0 ? `${shown.join(', ')} ${labels.more(hidden)}` : shown.join(', ');
};

const describeObject = (value: Record<string, unknown>, labels: AuditValueLabels): string => {
  if (isListPreview(value))
    return describeList({ items: value.preview, total: value.total, labels });
  if (typeof value.name === 'string') return value.name;
  if (typeof value.superBlock === 'string') {
    const details = [value.status, value.expiresAt]
      .filter((detail): detail is string => typeof detail === 'string' && detail !== '')
      .join(', ');
    return details ? `${value.superBlock} (${details})` : value.superBlock;
  }
  return Object.entries(value)
    .map(([key, item]) => `${key}: ${describeAuditValue(item, labels)}`)
    .join('; ');
};

export const describeAuditValue = (value: unknown, labels: AuditValueLabels): string => {
  if (value === null || value === undefined || value === '') return labels.empty;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return describeList({ items: value, total: value.length, labels });
  if (typeof value === 'object') return describeObject(value as Record<string, unknown>, labels);
  return String(value);
};

/** The changed fields of an entry: every key of `after` (then any key only `before` has). */
export const describeAuditChanges = ({
  before,
  after,
  labels,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  labels: AuditValueLabels;
}): AuditChange[] => {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => ({
    field,
    before: describeAuditValue(before?.[field], labels),
    after: describeAuditValue(after?.[field], labels),
  }));
};
