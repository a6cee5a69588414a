// Recurring e-mails (issue 20, decision 047): a campaign sent again every week on one weekday at
// one wall-clock time in São Paulo. Its runs are manual e-mails (email-campaigns.ts) made by the
// API when the next occurrence comes; these are the schedule's rules both the API and the web read.
import { formatIsoCalendarDate, zonedWallTimeToDate } from './zoned-date';

/** The list's page size (as the manual e-mails'). */
export const RECURRING_EMAILS_PAGE_SIZE = 5;

/** Sunday 0 … Saturday 6, as `Date.getUTCDay`. */
export const RECURRING_EMAIL_WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

export type RecurringEmailSchedule = {
  /** 0 (domingo) to 6 (sábado). */
  weekday: number;
  /** `HH:mm`, 00:00 to 23:59, São Paulo wall time. */
  time: string;
};

export const RECURRING_EMAIL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isValidRecurringWeekday = (weekday: number): boolean =>
  Number.isInteger(weekday) && weekday >= 0 && weekday <= 6;

export const isValidRecurringTime = (time: string): boolean =>
  RECURRING_EMAIL_TIME_PATTERN.test(time);

/** What happened to a recurring e-mail, one change-log entry each. */
export const RECURRING_EMAIL_CHANGE_KINDS = [
  'created',
  'edited',
  'activated',
  'deactivated',
] as const;
export type RecurringEmailChangeKind = (typeof RECURRING_EMAIL_CHANGE_KINDS)[number];

export const RECURRING_EMAIL_CHANGE_LABELS: Record<RecurringEmailChangeKind, string> = {
  created: 'Criado',
  edited: 'Editado',
  activated: 'Ativado',
  deactivated: 'Desativado',
};

/** "Toda segunda-feira às 09:00" ("Todo sábado…", "Todo domingo…"). */
export const describeRecurringSchedule = ({ weekday, time }: RecurringEmailSchedule): string => {
  const name = RECURRING_EMAIL_WEEKDAY_NAMES[weekday] ?? '';
  const every = name.endsWith('-feira') ? 'Toda' : 'Todo';
  return `${every} ${name} às ${time}`;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of `time` on the calendar day `dayMs` (a UTC midnight) names, in `timeZone`. */
const occurrenceOn = ({
  dayMs,
  time,
  timeZone,
}: {
  dayMs: number;
  time: string;
  timeZone: string | undefined;
}): Date => {
  const day = new Date(dayMs).toISOString().slice(0, 10);
  const instant = zonedWallTimeToDate({ wallTime: `${day}T${time}`, timeZone });
  if (!instant) throw new RangeError(`Horário inválido: ${time}`);
  return instant;
};

/**
 * The first occurrence of the schedule strictly after `after`: the weekday and wall time read in
 * `timeZone` (São Paulo by default), whatever the computer's zone and any change of offset. A
 * missed occurrence is never returned: from a date weeks late, the next one comes after it.
 */
export const nextRecurringRun = ({
  schedule,
  after,
  timeZone,
}: {
  schedule: RecurringEmailSchedule;
  after: Date;
  timeZone?: string;
}): Date => {
  if (!isValidRecurringWeekday(schedule.weekday)) {
    throw new RangeError(`Dia da semana inválido: ${schedule.weekday}`);
  }
  const today = Date.parse(formatIsoCalendarDate({ date: after, timeZone }));
  const daysAhead = (schedule.weekday - new Date(today).getUTCDay() + 7) % 7;
  const candidate = occurrenceOn({ dayMs: today + daysAhead * DAY_MS, ...schedule, timeZone });
  if (candidate.getTime() > after.getTime()) return candidate;
  return occurrenceOn({ dayMs: today + (daysAhead + 7) * DAY_MS, ...schedule, timeZone });
};
