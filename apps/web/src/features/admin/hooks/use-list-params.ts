// The date range of a list, kept in the URL as `startDate` and `endDate` (yyyy-MM-dd). The picker
// shows what was picked; the URL — and so the call — gets the range only when both dates are
// valid (spec section 5, getCalendarDateRangeFilter), both written at once, back to page 1.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  getCalendarDateRangeFilter,
  parseCalendarDate,
} from '../../../components/ui/convert-calendar-dates';
import type { DateRange } from '../../../components/ui/date-range-picker';

const readRange = (params: URLSearchParams): DateRange | null => {
  const start = parseCalendarDate(params.get('startDate'));
  const end = parseCalendarDate(params.get('endDate'));
  return start && end ? { start, end } : null;
};

/**
 * One write of the URL for several list parameters (React Router does not merge two writes made
 * in the same event): `null` removes a parameter; the page goes back to the first.
 */
export const useWriteListParams = () => {
  const [, setParams] = useSearchParams();
  return (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        Object.entries(changes).forEach(([key, value]) => {
          if (value === null || value === '') updated.delete(key);
          else updated.set(key, value);
        });
        updated.delete('pageNumber');
        return updated;
      },
      { replace: true },
    );
};

/** Removes the given list parameters (a "clear filters" button) in one write, back to page 1. */
export const useClearListParams = () => {
  const writeParams = useWriteListParams();
  return (keys: readonly string[]) =>
    writeParams(Object.fromEntries(keys.map((key) => [key, null])));
};

export const useDateRangeParam = () => {
  const [params] = useSearchParams();
  const writeParams = useWriteListParams();
  const [range, setRange] = useState<DateRange | null>(() => readRange(params));
  const hasRangeParam = params.has('startDate') || params.has('endDate');
  /** False while the URL holds half a range or an impossible date (a hand-edited link). */
  const isRangeSendable = !hasRangeParam || readRange(params) !== null;

  // Such a range is dropped from the URL rather than sent (the list waits for it: `enabled`).
  useEffect(() => {
    if (!isRangeSendable) writeParams({ startDate: null, endDate: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- writeParams is rebuilt every render
  }, [isRangeSendable]);

  const changeRange = (next: DateRange | null) => {
    setRange(next);
    const dates = getCalendarDateRangeFilter(next);
    writeParams({ startDate: dates?.startDate ?? null, endDate: dates?.endDate ?? null });
  };

  /** Empties the picker only (the caller writes the URL, e.g. when clearing every filter). */
  const resetRange = () => setRange(null);

  return { range, changeRange, resetRange, isRangeSendable };
};
