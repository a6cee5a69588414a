// A list page's URL: search, filters, sort, page and date range live there (a reload or a shared
// link shows the same page). `useListParamsWriter` is its one writer; the date range is kept as
// `startDate` and `endDate` (yyyy-MM-dd), sent only when both dates are valid
// (docs/product/admin.md, getCalendarDateRangeFilter).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  getCalendarDateRangeFilter,
  parseCalendarDate,
} from '../../../components/ui/convert-calendar-dates';
import type { DateRange } from '../../../components/ui/date-range-picker';

/** `null` or `''` removes a parameter; the page goes back to the first unless told otherwise. */
export type WriteListParams = (
  changes: Record<string, string | number | null>,
  options?: { resetPage?: boolean },
) => void;

/**
 * The one writer of a list page's URL. Each write builds on the one before, even one React has not
 * rendered yet: react-router renders a navigation in a transition, and a debounced search can land
 * between a date range's write and its render — built on the rendered URL, it would undo the range.
 * A page with several parameter hooks makes one writer and hands it to each.
 */
export const useListParamsWriter = () => {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  rendered.current = params;
  // The last write not rendered yet; once the URL shows it, the rendered URL is the base again
  // (so a back button or a link read after that is built on, not overwritten).
  const unrendered = useRef<string | null>(null);
  if (unrendered.current === params.toString()) unrendered.current = null;

  const writeParams: WriteListParams = (changes, { resetPage = true } = {}) => {
    const next = new URLSearchParams(unrendered.current ?? rendered.current);
    Object.entries(changes).forEach(([key, value]) => {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    });
    if (resetPage) next.delete('pageNumber');
    unrendered.current = next.toString();
    setParams(next, { replace: true });
  };
  return { params, writeParams };
};

const readRange = (params: URLSearchParams): DateRange | null => {
  const start = parseCalendarDate(params.get('startDate'));
  const end = parseCalendarDate(params.get('endDate'));
  return start && end ? { start, end } : null;
};

export const useDateRangeParam = ({
  params,
  writeParams,
}: ReturnType<typeof useListParamsWriter>) => {
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
