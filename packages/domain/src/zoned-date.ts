// Calendar date and wall-clock time of an instant in a time zone, with Intl (no date library): the
// parts the admin date formats of docs/product/admin.md are made of.
import { SCHOOL_TIME_ZONE } from './constants';

export type ZonedDateParts = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per time zone, made once: making one costs ~45 µs, using it ~3 µs, and a report
 * formats a few dates per row of 100,000 (issue 19).
 */
const getFormatter = (timeZone: string): Intl.DateTimeFormat => {
  const known = formatters.get(timeZone);
  if (known) return known;
  const formatter = makeFormatter(timeZone);
  formatters.set(timeZone, formatter);
  return formatter;
};

const makeFormatter = (timeZone: string): Intl.DateTimeFormat =>
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

/** The parts as Intl reads them: exact, ~3 µs an instant (its array of parts is garbage). */
const readExactParts = (date: Date, timeZone: string): ZonedDateParts => {
  const parts = Object.fromEntries(
    getFormatter(timeZone)
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  ) as ZonedDateParts;
  const { year, month, day, hour, minute, second } = parts;
  return { year: year.padStart(4, '0'), month, day, hour, minute, second };
};

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_CACHED_DAYS = 100_000;
/** The zone's offset (wall clock − UTC, ms) through a UTC day, or null when it changes that day. */
const dayOffsets = new Map<string, number | null>();

const offsetAt = (instant: number, timeZone: string): number => {
  const parts = readExactParts(new Date(instant), timeZone);
  const wall = new Date(0);
  wall.setUTCFullYear(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  wall.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0);
  return wall.getTime() - instant;
};

/**
 * A report formats a few dates per row of 100,000 (issue 19), where Intl took ~2 s: an instant is
 * instead shifted by its day's offset, read twice per UTC day (at its first and last second) and
 * kept. A day whose two readings differ holds a change of offset (daylight saving): its instants
 * are read exactly, one by one. Two changes that cancel out within one day do not happen.
 */
const dayOffset = (time: number, timeZone: string): number | null => {
  const day = Math.floor(time / DAY_MS);
  const key = `${timeZone}|${day}`;
  const known = dayOffsets.get(key);
  if (known !== undefined) return known;
  const start = day * DAY_MS;
  const first = offsetAt(start, timeZone);
  const offset = first === offsetAt(start + DAY_MS - 1000, timeZone) ? first : null;
  if (dayOffsets.size >= MAX_CACHED_DAYS) dayOffsets.clear();
  dayOffsets.set(key, offset);
  return offset;
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Two-digit month, day, hour (00–23), minute and second; four-digit year. */
export const getZonedDateParts = ({
  date,
  timeZone = SCHOOL_TIME_ZONE,
}: {
  date: Date;
  timeZone?: string;
}): ZonedDateParts => {
  const time = date.getTime();
  // An invalid date throws there, as Intl does.
  const offset = Number.isNaN(time) ? null : dayOffset(time, timeZone);
  if (offset === null) return readExactParts(date, timeZone);
  const wall = new Date(time + offset);
  // Before year 1 the day's offset is read from Intl's era year (51 for 51 BC), so the shifted
  // year is the one Intl shows too (tested).
  return {
    year: String(wall.getUTCFullYear()).padStart(4, '0'),
    month: twoDigits(wall.getUTCMonth() + 1),
    day: twoDigits(wall.getUTCDate()),
    hour: twoDigits(wall.getUTCHours()),
    minute: twoDigits(wall.getUTCMinutes()),
    second: twoDigits(wall.getUTCSeconds()),
  };
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

/**
 * `dd/MM/aaaa` of an instant (a Date or an ISO string) in the school's time zone, whatever the
 * reader's computer says: the dates of the admin lists and of the account-deletion e-mails.
 */
export const formatSchoolDate = (instant: Date | string): string => {
  const { day, month, year } = getZonedDateParts({ date: new Date(instant) });
  return `${day}/${month}/${year}`;
};

/** `dd/MM/aaaa, HH:mm` of an instant in the school's time zone. */
export const formatSchoolDateTime = (instant: Date | string): string => {
  const { day, month, year, hour, minute } = getZonedDateParts({ date: new Date(instant) });
  return `${day}/${month}/${year}, ${hour}:${minute}`;
};

/** `yyyy-MM-ddTHH:mm` of the instant in the time zone: the value of a `datetime-local` field. */
export const formatZonedWallTime = ({
  date,
  timeZone,
}: {
  date: Date;
  timeZone?: string;
}): string => {
  const { year, month, day, hour, minute } = getZonedDateParts({ date, timeZone });
  return `${year}-${month}-${day}T${hour}:${minute}`;
};

const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock `yyyy-MM-ddTHH:mm` (a `datetime-local` value) names in the time zone,
 * whatever the computer's own zone; null for a value that is not a real date and time. A time
 * repeated by a change of offset is its first instant; one skipped lands an hour before (tested).
 */
export const zonedWallTimeToDate = ({
  wallTime,
  timeZone,
}: {
  wallTime: string;
  timeZone?: string;
}): Date | null => {
  const match = WALL_TIME_PATTERN.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (formatIsoWallTime(asUtc) !== wallTime) return null;
  const offsetAtInstant = (instant: number) =>
    zonedWallTimeAsUtc(new Date(instant), timeZone) - instant;
  const guess = asUtc.getTime() - offsetAtInstant(asUtc.getTime());
  return new Date(asUtc.getTime() - offsetAtInstant(guess));
};

/** The UTC wall time of a Date in the same format (checks a parsed value rolled over nothing). */
const formatIsoWallTime = (date: Date): string => formatZonedWallTime({ date, timeZone: 'UTC' });

/** The instant's wall clock in the zone, read as if it were UTC (ms). */
const zonedWallTimeAsUtc = (date: Date, timeZone: string | undefined): number => {
  const parts = getZonedDateParts({ date, timeZone });
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
};
