// The date-range filter of the admin lists (answered quizzes, audit log): `startDate` and `endDate`
// as yyyy-MM-dd calendar dates of the school's time zone, both or neither (docs/product/admin.md:
// the web sends the range only when both dates are valid; the server refuses half a range instead
// of guessing the other end). An end before the start is allowed: the list is then empty.
import { z } from 'zod';

const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd (no 2024-02-30). */
export const isCalendarDate = (value: string): boolean => {
  const match = CALENDAR_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, { message: 'Informe uma data real no formato aaaa-mm-dd' });

export const DATE_RANGE_INCOMPLETE_MESSAGE =
  'Informe as duas datas do período (início e fim) ou nenhuma';

export const dateRangeShape = {
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
};

/** For `.superRefine` of a query with `dateRangeShape`: one date alone is an invalid field. */
export const refineDateRange = (
  query: { startDate?: string | undefined; endDate?: string | undefined },
  context: z.RefinementCtx,
) => {
  if ((query.startDate === undefined) === (query.endDate === undefined)) return;
  context.addIssue({
    code: 'custom',
    path: [query.startDate === undefined ? 'startDate' : 'endDate'],
    message: DATE_RANGE_INCOMPLETE_MESSAGE,
  });
};
