// A module's last day (yyyy-MM-dd) as the instant it ends in the school's time zone: the module is
// valid through the whole day the staff member picked, wherever the server runs.
import { getZonedDateParts } from '@escola/domain/zoned-date';

const MINUTE_MS = 60_000;

/** The offset of the school's time zone at `instant`, in minutes east of UTC. */
const schoolOffsetMinutes = (instant: Date): number => {
  const parts = getZonedDateParts({ date: instant });
  const wallClock = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wallClock - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS);
};

export const endOfSchoolDay = (calendarDate: string): Date => {
  const asUtc = new Date(`${calendarDate}T23:59:59.999Z`);
  return new Date(asUtc.getTime() - schoolOffsetMinutes(asUtc) * MINUTE_MS);
};
