// A calendar date of a class group (yyyy-MM-dd) as Brazilians read it (dd/MM/yyyy), no time zones.
export const formatGroupDate = (isoDate: string): string => {
  const [year = '', month = '', day = ''] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};
