// A date in the long Brazilian form printed on certificates: the calendar day in the school's time
// zone (America/Sao_Paulo) — "25 de novembro de 2026", and "1º de dezembro de 2026" for the first
// day of a month, as Brazilian documents write it. The PDF and the web page print the same words.
import { getZonedDateParts } from './zoned-date';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export const formatLongBrazilianDate = (date: Date): string => {
  const { year, month, day } = getZonedDateParts({ date });
  const dayNumber = Number(day);
  const dayText = dayNumber === 1 ? '1º' : String(dayNumber);
  return `${dayText} de ${MONTHS[Number(month) - 1] as string} de ${Number(year)}`;
};
