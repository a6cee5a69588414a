// The date pickers speak pt-BR: dd/mm/aaaa segments, Portuguese month names in the calendar, and a
// picked day reported as a CalendarDate.
import { CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, getCalendarDateRangeFilter } from './convert-calendar-dates';
import { DatePicker } from './date-picker';
import { DateRangePicker, type DateRange } from './date-range-picker';

const segmentsText = (group: HTMLElement) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join('/');

describe('DatePicker', () => {
  it('shows empty dd/mm/aaaa segments', () => {
    render(<DatePicker label="Data de início" />);
    const group = screen.getByRole('group', { name: 'Data de início' });
    expect(segmentsText(group)).toBe('dd/mm/aaaa');
  });

  it('picks a day in a Portuguese calendar and shows it as dd/mm/aaaa', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        label="Data de início"
        defaultValue={new CalendarDate(2026, 2, 10)}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Calendário/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('fevereiro de 2026');
    // Week days from domingo: their initials (hidden from screen readers, which read each day).
    expect(within(dialog).getByRole('grid').querySelector('thead')).toHaveTextContent('DSTQQSS');
    await userEvent.click(within(dialog).getByRole('button', { name: /^sábado, 21 de fevereiro/ }));
    const picked = onChange.mock.lastCall?.[0] as CalendarDate;
    expect(formatCalendarDate(picked)).toBe('2026-02-21');
    expect(segmentsText(screen.getByRole('group', { name: 'Data de início' }))).toBe('21/02/2026');
  });

  it('shows the error text and cannot be used when disabled', () => {
    render(<DatePicker label="Data" errorText="Informe uma data válida." isDisabled />);
    expect(screen.getByText('Informe uma data válida.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Calendário/ })).toBeDisabled();
  });
});

describe('DateRangePicker', () => {
  it('shows two dd/mm/aaaa inputs and reports the range picked in the calendar', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Período"
        defaultValue={{ start: new CalendarDate(2026, 2, 1), end: new CalendarDate(2026, 2, 28) }}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Período' });
    expect(segmentsText(group)).toBe('01/02/2026/28/02/2026');
    await userEvent.click(screen.getByRole('button', { name: /Calendário/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^terça-feira, 3 de/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^terça-feira, 10 de/ }));
    expect(getCalendarDateRangeFilter(onChange.mock.lastCall?.[0] as DateRange)).toEqual({
      startDate: '2026-02-03',
      endDate: '2026-02-10',
    });
  });
});
