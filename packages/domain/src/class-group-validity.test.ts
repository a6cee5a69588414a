import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasClassGroupStarted, type ClassGroupValidity } from './class-group-validity';

const range = (start: string, end: string): ClassGroupValidity => ({
  validityType: 'dateRange',
  validityDateRange: [start, end],
});

describe('hasClassGroupStarted', () => {
  it.each<[string, ClassGroupValidity, boolean, string, boolean]>([
    [
      '4 dateRange em curso',
      range('2025-03-01', '2025-06-30'),
      false,
      '2025-04-10T12:00:00Z',
      true,
    ],
    [
      '4 dateRange no dia do início',
      range('2025-03-01', '2025-06-30'),
      false,
      '2025-03-01T03:00:00Z',
      true,
    ],
    [
      '4 dateRange na véspera do início (horário de Brasília)',
      range('2025-03-01', '2025-06-30'),
      false,
      '2025-03-01T02:59:59Z',
      false,
    ],
    [
      '4 dateRange antes do início',
      range('2025-03-01', '2025-06-30'),
      false,
      '2025-02-01T12:00:00Z',
      false,
    ],
    [
      '4 dateRange no último dia',
      range('2025-03-01', '2025-06-30'),
      false,
      '2025-07-01T02:59:59Z',
      true,
    ],
    [
      '4 dateRange depois do fim',
      range('2025-03-01', '2025-06-30'),
      false,
      '2025-07-01T03:00:00Z',
      false,
    ],
    [
      '4 dateRange com datas ISO completas',
      range('2025-03-01T00:00:00.000Z', '2025-06-30T00:00:00.000Z'),
      false,
      '2025-04-10T12:00:00Z',
      true,
    ],
    [
      '4 dateRange ignora o bloqueio por expiração',
      range('2025-03-01', '2025-06-30'),
      true,
      '2025-04-10T12:00:00Z',
      true,
    ],
    [
      '4 dateRange sem intervalo',
      { validityType: 'dateRange', validityDateRange: null },
      false,
      '2025-04-10T12:00:00Z',
      false,
    ],
    [
      '4 dateRange com data inválida',
      range('março', '2025-06-30'),
      false,
      '2025-04-10T12:00:00Z',
      false,
    ],
    [
      '4 dateRange com texto antes da data',
      range('em 2025-03-01', '2025-06-30'),
      false,
      '2025-04-10T12:00:00Z',
      false,
    ],
    ['4 dateRange com fim inválido', range('2025-03-01', ''), false, '2025-04-10T12:00:00Z', false],
    [
      '4 durationInMonths sem bloqueio',
      { validityType: 'durationInMonths', validityDateRange: null },
      false,
      '2025-04-10T12:00:00Z',
      true,
    ],
    [
      '4 durationInMonths bloqueado por expiração',
      { validityType: 'durationInMonths', validityDateRange: null },
      true,
      '2025-04-10T12:00:00Z',
      false,
    ],
  ])('%s', (_case, classGroup, isBlockedByExpiration, now, expected) => {
    expect(hasClassGroupStarted({ classGroup, isBlockedByExpiration, now: new Date(now) })).toBe(
      expected,
    );
  });

  it('takes another time zone when given', () => {
    const classGroup = range('2025-03-01', '2025-06-30');
    const now = new Date('2025-03-01T00:30:00Z');
    expect(
      hasClassGroupStarted({ classGroup, isBlockedByExpiration: false, now, timeZone: 'UTC' }),
    ).toBe(true);
    expect(hasClassGroupStarted({ classGroup, isBlockedByExpiration: false, now })).toBe(false);
  });

  it('4 a range has started exactly on the days from start to end', () => {
    const day = 24 * 3600 * 1000;
    const start = Date.UTC(2025, 0, 10);
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 80 }),
        fc.integer({ min: 0, max: 60 }),
        (offset, length) => {
          const classGroup = range(
            new Date(start).toISOString().slice(0, 10),
            new Date(start + length * day).toISOString().slice(0, 10),
          );
          const now = new Date(start + offset * day + 15 * 3600 * 1000);
          const started = hasClassGroupStarted({ classGroup, isBlockedByExpiration: false, now });
          expect(started).toBe(offset >= 0 && offset <= length);
        },
      ),
    );
  });
});
