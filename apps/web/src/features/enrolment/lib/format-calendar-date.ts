// A class group's calendar date (yyyy-MM-dd) as Brazilians read it (dd/MM/yyyy), without time zones.
export const formatCalendarDate = (isoDate: string): string => {
  const [year = '', month = '', day = ''] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};
