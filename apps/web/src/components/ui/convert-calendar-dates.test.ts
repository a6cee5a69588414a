// Picked dates become the yyyy-MM-dd the admin calls send; a range only when both dates are set.
import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  getCalendarDateRangeFilter,
  parseCalendarDate,
} from './convert-calendar-dates';

const FIRST = new CalendarDate(2026, 2, 1);
const LAST = new CalendarDate(2026, 2, 28);

describe('formatCalendarDate', () => {
  it('gives yyyy-MM-dd with two-digit month and day', () => {
    expect(formatCalendarDate(FIRST)).toBe('2026-02-01');
    expect(formatCalendarDate(new CalendarDate(2025, 12, 31))).toBe('2025-12-31');
  });

  it('gives null without a date', () => {
    expect(formatCalendarDate(null)).toBeNull();
  });
});

describe('parseCalendarDate', () => {
  it('reads yyyy-MM-dd back', () => {
    expect(parseCalendarDate('2026-02-28')?.compare(LAST)).toBe(0);
  });

  it.each(['', 'ontem', '28/02/2026'])('gives null for %j', (text) => {
    expect(parseCalendarDate(text)).toBeNull();
  });
});

describe('getCalendarDateRangeFilter', () => {
  it('sends both dates as yyyy-MM-dd', () => {
    expect(getCalendarDateRangeFilter({ start: FIRST, end: LAST })).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });

  it.each([
    { spec: 'no start', range: { start: null, end: LAST } },
    { spec: 'no end', range: { start: FIRST, end: null } },
    { spec: 'no range', range: null },
  ])('sends nothing with $spec', ({ range }) => {
    expect(getCalendarDateRangeFilter(range)).toBeNull();
  });
});
