// Class-group validity (docs/product/national-programme.md): a `dateRange` group has started when
// its start date is on or before today and its end date has not passed; a `durationInMonths` group
// has started unless the user is blocked by expiration. Range dates are calendar dates
// (`yyyy-MM-dd`, as the database keeps them; a longer ISO string counts by its first ten
// characters) in the programme's time zone, so "today" is `now` read in SCHOOL_TIME_ZONE: the end
// date is a valid day until its midnight there.
import { SCHOOL_TIME_ZONE } from './constants';
import { formatIsoCalendarDate } from './zoned-date';

export const CLASS_GROUP_VALIDITY_TYPES = ['dateRange', 'durationInMonths'] as const;
export type ClassGroupValidityType = (typeof CLASS_GROUP_VALIDITY_TYPES)[number];

export type ClassGroupValidity = {
  validityType: ClassGroupValidityType;
  /** [start, end] for `dateRange`; null otherwise. */
  validityDateRange: readonly [string, string] | null;
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}/;

/** Has the user's class group started (and, for a date range, not yet ended)? */
export const hasClassGroupStarted = ({
  classGroup,
  isBlockedByExpiration,
  now,
  timeZone = SCHOOL_TIME_ZONE,
}: {
  classGroup: ClassGroupValidity;
  isBlockedByExpiration: boolean;
  now: Date;
  timeZone?: string;
}): boolean => {
  if (classGroup.validityType === 'durationInMonths') return !isBlockedByExpiration;
  const range = classGroup.validityDateRange;
  if (!range) return false;
  const [start, end] = range.map((date) => CALENDAR_DATE.exec(date)?.[0]);
  if (!start || !end) return false;
  const today = formatIsoCalendarDate({ date: now, timeZone });
  return start <= today && today <= end;
};
