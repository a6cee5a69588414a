// The birth date of the national registration (issue 17): a real calendar date, not in the future,
// of a person aged BIRTH_DATE_MINIMUM_AGE to BIRTH_DATE_MAXIMUM_AGE on the school's today.
// 10 years: the programme's youngest learners are in the last years of ensino fundamental (11–14);
// a younger age is almost always a mistyped year (this year's, or last year's). 120 years: above the
// oldest person alive; an older date is a mistyped century (1902 for 2002).
import { SCHOOL_TIME_ZONE } from './constants';
import { formatIsoCalendarDate } from './zoned-date';

export const BIRTH_DATE_MINIMUM_AGE = 10;
export const BIRTH_DATE_MAXIMUM_AGE = 120;

/** yyyy-MM-dd, as an HTML date field sends it. */
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

type CalendarDate = { year: number; month: number; day: number };

const parseCalendarDate = (value: string): CalendarDate | null => {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Date.UTC rolls 2023-02-29 over to March 1st: a date that does not come back is not real.
  // (It reads years 0–99 as 1900–1999; such a date is refused by the age limits anyway.)
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? { year, month, day } : null;
};

/** Whole years from `birth` to `today` (a birthday on 29 February counts from 1 March). */
const ageOn = (birth: CalendarDate, today: CalendarDate): number => {
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
};

/**
 * True for a real date (yyyy-MM-dd) of a person aged 10 to 120 today in the school's time zone
 * (America/Sao_Paulo), which rules out a date in the future.
 */
export const isValidBirthDate = ({
  birthDate,
  now,
  timeZone = SCHOOL_TIME_ZONE,
}: {
  birthDate: string;
  now: Date;
  timeZone?: string;
}): boolean => {
  const birth = parseCalendarDate(birthDate);
  if (birth === null) return false;
  const today = parseCalendarDate(formatIsoCalendarDate({ date: now, timeZone })) as CalendarDate;
  const age = ageOn(birth, today);
  return age >= BIRTH_DATE_MINIMUM_AGE && age <= BIRTH_DATE_MAXIMUM_AGE;
};
