import { describe, expect, it } from 'vitest';
import { formatIsoCalendarDate, getZonedDateParts, isValidDate } from './zoned-date';

describe('getZonedDateParts', () => {
  it.each([
    {
      spec: '9 horário de Brasília (UTC−3) por padrão',
      date: '2026-01-05T03:04:05.000Z',
      timeZone: undefined,
      parts: { year: '2026', month: '01', day: '05', hour: '00', minute: '04', second: '05' },
    },
    {
      spec: '9 meia-noite é 00, não 24',
      date: '2026-07-01T03:00:00.000Z',
      timeZone: 'America/Sao_Paulo',
      parts: { year: '2026', month: '07', day: '01', hour: '00', minute: '00', second: '00' },
    },
    {
      spec: '9 outro fuso, quando pedido',
      date: '2026-12-31T23:59:59.000Z',
      timeZone: 'UTC',
      parts: { year: '2026', month: '12', day: '31', hour: '23', minute: '59', second: '59' },
    },
    {
      spec: '9 ano com quatro dígitos',
      date: '0999-06-15T12:00:00.000Z',
      timeZone: 'UTC',
      parts: { year: '0999', month: '06', day: '15', hour: '12', minute: '00', second: '00' },
    },
  ])('$spec', ({ date, timeZone, parts }) => {
    expect(getZonedDateParts({ date: new Date(date), timeZone })).toEqual(parts);
  });
});

describe('isValidDate', () => {
  it.each([
    { spec: '5 data válida', value: new Date('2026-01-01'), valid: true },
    { spec: '5 data inválida', value: new Date('não é data'), valid: false },
    { spec: '5 nula', value: null, valid: false },
    { spec: '5 texto', value: '2026-01-01', valid: false },
  ])('$spec', ({ value, valid }) => {
    expect(isValidDate(value)).toBe(valid);
  });
});

describe('formatIsoCalendarDate', () => {
  it('5 yyyy-MM-dd no fuso da escola', () => {
    expect(formatIsoCalendarDate({ date: new Date('2026-03-01T02:00:00.000Z') })).toBe(
      '2026-02-28',
    );
  });
});
