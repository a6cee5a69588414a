// List filters of the admin area (docs/product/admin.md): filters go as query strings, skipping
// null values; lists have defaults (page 1, size 5, startAt descending; manual e-mails by sendDate;
// the staff user list 50 by name); the answered-quiz date range is used only when both dates are
// valid, as yyyy-MM-dd.
import { DEFAULT_LIST_FILTER } from './constants';
import { formatIsoCalendarDate, isValidDate } from './zoned-date';

export type FilterValue = string | number | boolean | null | undefined;
export type Filter = Readonly<Record<string, FilterValue>>;

const hasValue = (value: FilterValue): value is string | number | boolean =>
  value !== null && value !== undefined;

/** The query string of a filter, without '?': null (and undefined) values are skipped. */
export const buildFilterQuery = (filter: Filter): string => {
  const params = new URLSearchParams();
  Object.entries(filter).forEach(([key, value]) => {
    if (hasValue(value)) params.append(key, String(value));
  });
  return params.toString();
};

/** The defaults, overridden by every value the filter has (null and undefined do not override). */
export const withFilterDefaults = ({
  filter,
  defaults,
}: {
  filter: Filter;
  defaults: Filter;
}): Record<string, FilterValue> => {
  const present = Object.entries(filter).filter(([, value]) => hasValue(value));
  return { ...defaults, ...Object.fromEntries(present) };
};

/** The query string of a list filter with its defaults (page 1, size 5, startAt descending). */
export const buildListFilterQuery = ({
  filter,
  defaults = DEFAULT_LIST_FILTER,
}: {
  filter: Filter;
  defaults?: Filter;
}): string => buildFilterQuery(withFilterDefaults({ filter, defaults }));

/**
 * The answered-quiz date range as `{ startDate, endDate }` in yyyy-MM-dd, or null (no range sent)
 * unless both dates are valid. The calendar date is read in the admins' time zone (the school's),
 * where the date picker's midnight falls. An end before the start is sent as it is: the list is
 * then empty, which is what the admin asked for.
 */
export const getAnsweredQuizDateRange = ({
  startDate,
  endDate,
  timeZone,
}: {
  startDate: Date | null | undefined;
  endDate: Date | null | undefined;
  timeZone?: string;
}): { startDate: string; endDate: string } | null => {
  if (!isValidDate(startDate) || !isValidDate(endDate)) return null;
  return {
    startDate: formatIsoCalendarDate({ date: startDate, timeZone }),
    endDate: formatIsoCalendarDate({ date: endDate, timeZone }),
  };
};
