// Dates of the admin record lists as the school reads them: dd/MM/aaaa (and HH:mm) in the school's
// time zone, whatever the admin's computer says.
import { SCHOOL_TIME_ZONE } from '@escola/domain/constants';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SCHOOL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SCHOOL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `dd/MM/aaaa` of an ISO instant. */
export const formatSchoolDate = (iso: string): string => dateFormat.format(new Date(iso));

/** `dd/MM/aaaa, HH:mm` of an ISO instant. */
export const formatSchoolDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
