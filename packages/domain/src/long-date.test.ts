import { describe, expect, it } from 'vitest';
import { formatLongBrazilianDate } from './long-date';

describe('formatLongBrazilianDate', () => {
  it('writes the day, the month in Portuguese and the year', () => {
    expect(formatLongBrazilianDate(new Date('2026-11-25T15:00:00Z'))).toBe(
      '25 de novembro de 2026',
    );
    expect(formatLongBrazilianDate(new Date('2026-03-09T12:00:00Z'))).toBe('9 de março de 2026');
  });

  it('writes the first day of a month as an ordinal', () => {
    expect(formatLongBrazilianDate(new Date('2026-12-01T12:00:00Z'))).toBe(
      '1º de dezembro de 2026',
    );
  });

  it('takes the day in São Paulo, not in UTC', () => {
    // 01:30 UTC on 1 January is still 31 December, 22:30, in São Paulo.
    expect(formatLongBrazilianDate(new Date('2027-01-01T01:30:00Z'))).toBe(
      '31 de dezembro de 2026',
    );
  });
});
