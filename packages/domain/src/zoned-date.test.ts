import { describe, expect, it } from 'vitest';
import {
  formatIsoCalendarDate,
  formatSchoolDate,
  formatSchoolDateTime,
  formatZonedWallTime,
  getZonedDateParts,
  isValidDate,
  zonedWallTimeToDate,
} from './zoned-date';

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

describe('formatSchoolDate and formatSchoolDateTime', () => {
  it('give the day and time of São Paulo, from a Date or an ISO string', () => {
    // 02:05 UTC on 1 March is still 28 February, 23:05, in São Paulo.
    const instant = '2026-03-01T02:05:00.000Z';
    expect(formatSchoolDate(instant)).toBe('28/02/2026');
    expect(formatSchoolDate(new Date(instant))).toBe('28/02/2026');
    expect(formatSchoolDateTime(instant)).toBe('28/02/2026, 23:05');
  });

  it('match what Intl writes for pt-BR in the school time zone', () => {
    const instant = new Date('2026-12-07T15:04:00.000Z');
    const intl = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(formatSchoolDateTime(instant)).toBe(intl.format(instant));
  });
});

describe('getZonedDateParts against Intl', () => {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const formatterOf = (timeZone: string) => {
    const formatter =
      formatters.get(timeZone) ??
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        numberingSystem: 'latn',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    formatters.set(timeZone, formatter);
    return formatter;
  };
  const exact = (date: Date, timeZone: string) => {
    const parts = Object.fromEntries(
      formatterOf(timeZone)
        .formatToParts(date)
        .map(({ type, value }) => [type, value]),
    );
    return {
      year: String(parts.year).padStart(4, '0'),
      month: parts.month,
      day: parts.day,
      hour: parts.hour,
      minute: parts.minute,
      second: parts.second,
    };
  };

  it('agrees at every daylight-saving change of Brasília (1985–2019) and around it', () => {
    // São Paulo's changes were at local midnight; each is checked a second and a minute either side.
    const timeZone = 'America/Sao_Paulo';
    const start = Date.UTC(1985, 0, 1);
    const end = Date.UTC(2020, 0, 1);
    const hour = 60 * 60 * 1000;
    // Local midnight is 02:00 or 03:00 UTC: every day, the hours around it.
    const instants = function* () {
      for (let day = start; day < end; day += 24 * hour) {
        for (const time of [1, 2, 3, 4].map((hours) => day + hours * hour)) {
          for (const delta of [-60_000, -1000, 0, 1000, 60_000]) yield time + delta;
        }
      }
    };
    const differing: string[] = [];
    for (const instant of instants()) {
      const date = new Date(instant);
      const ours = JSON.stringify(getZonedDateParts({ date, timeZone }));
      if (ours !== JSON.stringify(exact(date, timeZone))) differing.push(date.toISOString());
    }
    expect(differing).toEqual([]);
  });

  it('agrees on random instants in zones with half-hour and quarter-hour offsets', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const timeZone of ['Asia/Kathmandu', 'Australia/Adelaide', 'America/St_Johns', 'UTC']) {
      for (let index = 0; index < 2_000; index += 1) {
        const date = new Date(Date.UTC(1950, 0, 1) + random() * 100 * 365 * 24 * 3600 * 1000);
        expect(getZonedDateParts({ date, timeZone }), `${timeZone} ${date.toISOString()}`).toEqual(
          exact(date, timeZone),
        );
      }
    }
  });

  it('agrees across more days than it keeps offsets for, and before year 1', () => {
    const day = 24 * 60 * 60 * 1000;
    const first = Date.UTC(1800, 0, 1, 15, 30);
    const differing: string[] = [];
    for (let index = 0; index <= 100_001; index += 1) {
      const date = new Date(first + index * day);
      const ours = JSON.stringify(getZonedDateParts({ date, timeZone: 'Asia/Kathmandu' }));
      if (ours !== JSON.stringify(exact(date, 'Asia/Kathmandu')))
        differing.push(date.toISOString());
    }
    expect(differing).toEqual([]);
    const ancient = new Date(Date.UTC(-50, 5, 15, 12));
    expect(getZonedDateParts({ date: ancient, timeZone: 'UTC' })).toEqual(exact(ancient, 'UTC'));
  });

  it('still refuses an invalid date', () => {
    expect(() => getZonedDateParts({ date: new Date('não é data') })).toThrow(RangeError);
  });
});

describe('formatZonedWallTime', () => {
  it('gives the datetime-local value of the instant in the school’s zone by default', () => {
    expect(formatZonedWallTime({ date: new Date('2026-12-01T12:05:00Z') })).toBe(
      '2026-12-01T09:05',
    );
    expect(
      formatZonedWallTime({ date: new Date('2026-12-01T12:05:00Z'), timeZone: 'Asia/Tokyo' }),
    ).toBe('2026-12-01T21:05');
  });
});

describe('zonedWallTimeToDate', () => {
  it('reads the wall clock in the school’s zone (Brasília, UTC−3)', () => {
    expect(zonedWallTimeToDate({ wallTime: '2026-12-01T09:00' })?.toISOString()).toBe(
      '2026-12-01T12:00:00.000Z',
    );
    expect(zonedWallTimeToDate({ wallTime: '2026-12-31T23:30' })?.toISOString()).toBe(
      '2027-01-01T02:30:00.000Z',
    );
  });

  it('reads it in another zone, round-tripping formatZonedWallTime', () => {
    const date = zonedWallTimeToDate({ wallTime: '2026-07-04T18:45', timeZone: 'Asia/Tokyo' });
    expect(date?.toISOString()).toBe('2026-07-04T09:45:00.000Z');
    expect(formatZonedWallTime({ date: date as Date, timeZone: 'Asia/Tokyo' })).toBe(
      '2026-07-04T18:45',
    );
  });

  it('takes the first instant of a repeated time and an hour before a skipped one', () => {
    const timeZone = 'America/New_York';
    expect(zonedWallTimeToDate({ wallTime: '2026-11-01T01:30', timeZone })?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(zonedWallTimeToDate({ wallTime: '2026-03-08T02:30', timeZone })?.toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
  });

  it('refuses what is not a real date and time', () => {
    for (const wallTime of [
      '',
      '2026-12-01',
      '2026-12-01T09:00:00',
      '2026-02-30T10:00',
      '2026-12-01T24:00',
      '2026-12-01T10:60',
      '0050-01-01T10:00',
    ]) {
      expect(zonedWallTimeToDate({ wallTime })).toBeNull();
    }
  });
});
