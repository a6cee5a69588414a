// dd/MM/yyyy in the school's time zone: the dates of the account-deletion e-mails.
import { getZonedDateParts } from '@escola/domain/zoned-date';

export const formatSchoolDate = (date: Date): string => {
  const { day, month, year } = getZonedDateParts({ date });
  return `${day}/${month}/${year}`;
};
