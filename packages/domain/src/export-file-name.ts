// Export file names (docs/product/admin.md): prefix of the list, the group or 'geral', the
// timestamp dd-MM-yyyy_HH-mm-ss, the .xlsx extension; every part is lower-case, so the whole name
// is. Parts are joined by '_' (prefixes and groups contain hyphens); the group is slugified so that
// the name is safe in a download header; the timestamp is the wall-clock time of the school's time
// zone (America/Sao_Paulo), which is what an admin expects to read.
import {
  EXPORT_FILE_ALL_GROUPS,
  EXPORT_FILE_EXTENSION,
  EXPORT_FILE_PREFIXES,
  type ExportableList,
} from './constants';
import { slugify } from './slugify';
import { getZonedDateParts } from './zoned-date';

/** dd-MM-yyyy_HH-mm-ss of `now` on the school's clock (every export's and report's name). */
export const formatExportFileTimestamp = ({
  now,
  timeZone,
}: {
  now: Date;
  timeZone?: string;
}): string => {
  const { year, month, day, hour, minute, second } = getZonedDateParts({ date: now, timeZone });
  return `${day}-${month}-${year}_${hour}-${minute}-${second}`;
};

export const getExportFileName = ({
  list,
  group,
  now,
  timeZone,
}: {
  list: ExportableList;
  group: string | null | undefined;
  now: Date;
  timeZone?: string;
}): string => {
  const groupPart = slugify(group ?? '') || EXPORT_FILE_ALL_GROUPS;
  const timestamp = formatExportFileTimestamp({ now, timeZone });
  return `${EXPORT_FILE_PREFIXES[list]}_${groupPart}_${timestamp}${EXPORT_FILE_EXTENSION}`;
};
