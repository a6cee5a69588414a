// The date-range parameter: a picked range goes to the URL as two yyyy-MM-dd dates written at
// once (back to page 1); an incomplete one removes both.
import { parseDate } from '@internationalized/date';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDateRangeParam, useListParamsWriter } from './use-list-params';

const renderRange = (path: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const writer = useListParamsWriter();
      return { writer, range: useDateRangeParam(writer), location: useLocation() };
    },
    { wrapper },
  );
};

describe('useDateRangeParam', () => {
  it('writes both dates of a picked range at once and goes back to page 1', () => {
    const { result } = renderRange('/admin/answered-quiz?pageNumber=3&search=ana');

    act(() =>
      result.current.range.changeRange({
        start: parseDate('2026-01-05'),
        end: parseDate('2026-02-10'),
      }),
    );

    expect(result.current.location.search).toBe(
      '?search=ana&startDate=2026-01-05&endDate=2026-02-10',
    );
    expect(result.current.range.range?.start.toString()).toBe('2026-01-05');
    expect(result.current.range.isRangeSendable).toBe(true);
  });

  it('removes both dates when the range is no longer complete', () => {
    const { result } = renderRange('/admin/audit-log?startDate=2026-01-05&endDate=2026-02-10');
    expect(result.current.range.range?.end.toString()).toBe('2026-02-10');

    act(() => result.current.range.changeRange(null));

    expect(result.current.location.search).toBe('');
    expect(result.current.range.range).toBeNull();
  });

  it('drops half a range from the URL, keeping the other parameters', () => {
    const { result } = renderRange('/admin/audit-log?endDate=2026-02-10&action=user.edit');

    expect(result.current.range.range).toBeNull();
    expect(result.current.location.search).toBe('?action=user.edit');
    expect(result.current.range.isRangeSendable).toBe(true);
  });

  it('keeps a range written just before a search that lands before it renders', () => {
    const { result } = renderRange('/admin/answered-quiz');

    act(() => {
      result.current.range.changeRange({
        start: parseDate('2026-11-26'),
        end: parseDate('2026-11-26'),
      });
      result.current.writer.writeParams({ search: '494e6daa' });
    });

    expect(result.current.location.search).toBe(
      '?startDate=2026-11-26&endDate=2026-11-26&search=494e6daa',
    );
  });
});
