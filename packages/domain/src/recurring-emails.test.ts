import { describe, expect, it } from 'vitest';
import {
  RECURRING_EMAIL_CHANGE_KINDS,
  RECURRING_EMAIL_CHANGE_LABELS,
  describeRecurringSchedule,
  isValidRecurringTime,
  isValidRecurringWeekday,
  nextRecurringRun,
} from './recurring-emails';

const MONDAY_9 = { weekday: 1, time: '09:00' };

describe('nextRecurringRun', () => {
  it.each([
    {
      spec: 'later the same day (São Paulo, UTC−3)',
      after: '2026-11-23T10:00:00.000Z', // Monday 07:00 in São Paulo
      next: '2026-11-23T12:00:00.000Z',
    },
    {
      spec: 'exactly at the occurrence: the next week',
      after: '2026-11-23T12:00:00.000Z',
      next: '2026-11-30T12:00:00.000Z',
    },
    {
      spec: 'just after the occurrence: the next week',
      after: '2026-11-23T12:00:01.000Z',
      next: '2026-11-30T12:00:00.000Z',
    },
    {
      spec: 'Sunday night in São Paulo, already Monday in UTC',
      after: '2026-11-30T02:30:00.000Z',
      next: '2026-11-30T12:00:00.000Z',
    },
    {
      spec: 'weeks late (a missed occurrence): only the next one',
      after: '2027-01-07T15:00:00.000Z', // a Thursday
      next: '2027-01-11T12:00:00.000Z',
    },
  ])('$spec', ({ after, next }) => {
    expect(nextRecurringRun({ schedule: MONDAY_9, after: new Date(after) }).toISOString()).toBe(
      next,
    );
  });

  it('reads the wall time across a change of offset (São Paulo daylight saving of 2018)', () => {
    // Clocks went forward on Sunday 2018-11-04: 09:00 was UTC−3 the Saturday before, UTC−2 after.
    const saturday = nextRecurringRun({
      schedule: { weekday: 6, time: '09:00' },
      after: new Date('2018-11-01T00:00:00.000Z'),
    });
    const monday = nextRecurringRun({
      schedule: MONDAY_9,
      after: new Date('2018-11-03T13:00:00.000Z'),
    });
    expect(saturday.toISOString()).toBe('2018-11-03T12:00:00.000Z');
    expect(monday.toISOString()).toBe('2018-11-05T11:00:00.000Z');
  });

  it('reads another time zone when asked', () => {
    const next = nextRecurringRun({
      schedule: { weekday: 0, time: '23:59' },
      after: new Date('2026-11-26T00:00:00.000Z'),
      timeZone: 'UTC',
    });
    expect(next.toISOString()).toBe('2026-11-29T23:59:00.000Z');
  });

  it('refuses a schedule that is not one', () => {
    const after = new Date('2026-11-26T00:00:00.000Z');
    expect(() => nextRecurringRun({ schedule: { weekday: 7, time: '09:00' }, after })).toThrow(
      'Dia da semana inválido: 7',
    );
    expect(() => nextRecurringRun({ schedule: { weekday: 1, time: '25:00' }, after })).toThrow(
      'Horário inválido: 25:00',
    );
  });
});

describe('the schedule', () => {
  it.each([
    [0, '08:30', 'Todo domingo às 08:30'],
    [1, '09:00', 'Toda segunda-feira às 09:00'],
    [5, '18:00', 'Toda sexta-feira às 18:00'],
    [6, '00:00', 'Todo sábado às 00:00'],
  ])('describes weekday %i at %s', (weekday, time, text) => {
    expect(describeRecurringSchedule({ weekday, time })).toBe(text);
  });

  it('describes an unknown weekday without a name', () => {
    expect(describeRecurringSchedule({ weekday: 9, time: '09:00' })).toBe('Todo  às 09:00');
  });

  it.each([
    [0, true],
    [6, true],
    [-1, false],
    [7, false],
    [1.5, false],
  ])('weekday %d valid: %s', (weekday, valid) => {
    expect(isValidRecurringWeekday(weekday)).toBe(valid);
  });

  it.each([
    ['00:00', true],
    ['09:05', true],
    ['23:59', true],
    ['24:00', false],
    ['9:00', false],
    ['09:60', false],
    ['09:00:00', false],
  ])('time %s valid: %s', (time, valid) => {
    expect(isValidRecurringTime(time)).toBe(valid);
  });

  it('labels every kind of change', () => {
    expect(RECURRING_EMAIL_CHANGE_KINDS.map((kind) => RECURRING_EMAIL_CHANGE_LABELS[kind])).toEqual(
      ['Criado', 'Editado', 'Ativado', 'Desativado'],
    );
  });
});
