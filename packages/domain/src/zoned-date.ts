// Calendar date and wall-clock time of an instant in a time zone, with Intl (no date library): the
// parts the admin date formats of spec sections 5 and 9 are made of.
import { SCHOOL_TIME_ZONE } from './constants';

export type ZonedDateParts = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
};

const getFormatter = (timeZone: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** Two-digit month, day, hour (00–23), minute and second; four-digit year. */
export const getZonedDateParts = ({
  date,
  timeZone = SCHOOL_TIME_ZONE,
}: {
  date: Date;
  timeZone?: string;
}): ZonedDateParts => {
  const parts = Object.fromEntries(
    getFormatter(timeZone)
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  ) as ZonedDateParts;
  const { year, month, day, hour, minute, second } = parts;
  return { year: year.padStart(4, '0'), month, day, hour, minute, second };
};

/** A Date that holds a real instant (not `new Date('garbage')`). */
export const isValidDate = (date: unknown): date is Date =>
  date instanceof Date && !Number.isNaN(date.getTime());

/** `yyyy-MM-dd` of the instant in the time zone. */
export const formatIsoCalendarDate = ({
  date,
  timeZone,
}: {
  date: Date;
  timeZone?: string;
}): string => {
  const { year, month, day } = getZonedDateParts({ date, timeZone });
  return `${year}-${month}-${day}`;
};
