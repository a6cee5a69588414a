// The national department's inactive-users report (issue 19, docs/product/admin.md: one CSV per
// state of the eight). "Inactive" is the inactivity rule of ./inactivity, never a second threshold:
// a learner (type 'student'; staff never) of the state's programme group who is already blocked by
// inactivity, or whose last activity — or join date, before any — is older than
// INACTIVITY_BLOCK_DAYS, so the daily job will block them at its next run. The API's SQL mirrors
// isInactiveLearner (a test proves they pick the same learners).
import { formatExportFileTimestamp } from './export-file-name';
import { isBlockedByInactivity, isInactiveEnoughToBlock, type InactivityFacts } from './inactivity';
import { NATIONAL_LIST_GROUPS } from './national-lists';

export const INACTIVE_USERS_REPORT_FILE_PREFIX = 'usuarios-inativos';
export const CSV_FILE_EXTENSION = '.csv';

/** Blocked by inactivity, or inactive long enough for the daily job to block. */
export const isInactiveLearner = ({ user, now }: { user: InactivityFacts; now: Date }): boolean =>
  user.type === 'student' &&
  (isBlockedByInactivity(user) || isInactiveEnoughToBlock({ user, now }));

/** The state (UF, lower case) of a programme group, or null for any other group. */
export const stateOfReportGroup = (group: string): string | null =>
  NATIONAL_LIST_GROUPS.find((entry) => entry.group === group)?.state.toLowerCase() ?? null;

/**
 * `usuarios-inativos-pr-17-03-2026_14-05-09.csv`: the prefix, the state and the time the report
 * was made, as the school's clock reads it (the timestamp of the list exports' names).
 */
export const getInactiveUsersReportFileName = ({
  group,
  now,
  timeZone,
}: {
  group: string;
  now: Date;
  timeZone?: string;
}): string => {
  const state = stateOfReportGroup(group);
  if (state === null) throw new Error(`grupo fora do programa nacional: ${group}`);
  const timestamp = formatExportFileTimestamp({ now, timeZone });
  return `${INACTIVE_USERS_REPORT_FILE_PREFIX}-${state}-${timestamp}${CSV_FILE_EXTENSION}`;
};
