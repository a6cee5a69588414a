// Converts the date pickers' CalendarDate values to and from the yyyy-MM-dd strings the admin calls
// send. The date-range rule (sent only when both dates are valid) is the domain's, reused here.
import { parseDate, type CalendarDate } from '@internationalized/date';
import { SCHOOL_TIME_ZONE } from '@escola/domain/constants';
import { getAnsweredQuizDateRange } from '@escola/domain/list-filters';
import { formatIsoCalendarDate } from '@escola/domain/zoned-date';

export type CalendarDateRange = { start: CalendarDate | null; end: CalendarDate | null };

/** Midnight of the calendar date in the school's time zone, where the admins read dates. */
const toSchoolDate = (value: CalendarDate | null | undefined): Date | null =>
  value ? value.toDate(SCHOOL_TIME_ZONE) : null;

/** `yyyy-MM-dd` of a picked date, or null when none is picked. */
export const formatCalendarDate = (value: CalendarDate | null | undefined): string | null => {
  const date = toSchoolDate(value);
  return date ? formatIsoCalendarDate({ date, timeZone: SCHOOL_TIME_ZONE }) : null;
};

/** The CalendarDate of a `yyyy-MM-dd` string, or null when it is missing or not a real date. */
export const parseCalendarDate = (value: string | null | undefined): CalendarDate | null => {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
};

/** `{ startDate, endDate }` in yyyy-MM-dd, or null unless both dates are picked and valid. */
export const getCalendarDateRangeFilter = (
  range: CalendarDateRange | null | undefined,
): { startDate: string; endDate: string } | null =>
  getAnsweredQuizDateRange({
    startDate: toSchoolDate(range?.start),
    endDate: toSchoolDate(range?.end),
    timeZone: SCHOOL_TIME_ZONE,
  });
