// The admin area's four national-programme lists (docs/product/admin.md, issue 18): which one a
// learner is on, from the facts and rules of national-programme.ts (the same the learner's own
// states read, national-status.ts). The API's SQL mirrors this function (a test proves they agree).
// Readings, where the spec is silent:
//  - Only learners of the eight programme groups (NATIONAL_STATES, `nacional-{uf}`) are listed: the
//    lists are filtered by those groups, and a group outside them (e.g. 'nacional-sp') is no state
//    of the programme.
//  - 'reproved-and-dropout' with status 'reprovado': the reproved cohort rule (isReprovedCohortUser)
//    or attempts over (showsAttemptsOverMessage). It comes first, as the learner's own states do:
//    it is the programme's verdict, whatever the class group says.
//  - 'reproved-and-dropout' with status 'desistente': the dropout rule (showsDropoutMessage).
//  - 'confirmed': linked to a class group with the invite accepted, whatever the source (a cohort
//    learner who accepted is confirmed too).
//  - 'waiting-to-confirm': a national-group learner (empty source) linked to a class group, invite
//    not accepted, not a dropout yet (linked 5 days ago or less, or without a linked date).
//  - 'waiting': the waiting-list rule (showsWaitingList). With a passing grade the second case of
//    needsPlacementTest cannot hold, so only the flag (under the attempts bound) keeps a learner
//    off it: the SQL needs no progress or certificate table.
// The lists are exclusive: no class group (waiting), invite accepted (confirmed) and invite not
// accepted (waiting to confirm or dropout) do not overlap, and 'reprovado' is answered first.
import { NATIONAL_STATES, type NationalState } from './constants';
import {
  isReprovedCohortUser,
  showsAttemptsOverMessage,
  showsDropoutMessage,
  showsWaitingList,
  REPROVED_COHORTS,
  type CohortSelector,
  type PlacementFacts,
} from './national-programme';
import { nationalGroupOfState } from './national-quiz';

export const NATIONAL_LISTS = [
  'waiting',
  'waiting-to-confirm',
  'confirmed',
  'reproved-and-dropout',
] as const;
export type NationalList = (typeof NATIONAL_LISTS)[number];

/** The statuses of the reproved-and-dropout list, as the admin reads them. */
export const REPROVED_AND_DROPOUT_STATUSES = ['reprovado', 'desistente'] as const;
export type ReprovedAndDropoutStatus = (typeof REPROVED_AND_DROPOUT_STATUSES)[number];

export type NationalListPlacement =
  | { list: Exclude<NationalList, 'reproved-and-dropout'> }
  | { list: 'reproved-and-dropout'; status: ReprovedAndDropoutStatus };

/** The group tag of each programme state (`nacional-pr` …), in NATIONAL_STATES order. */
export const NATIONAL_LIST_GROUPS: readonly { state: NationalState; group: string }[] =
  NATIONAL_STATES.map((state) => ({ state, group: nationalGroupOfState(state) }));

const LIST_GROUPS = new Set(NATIONAL_LIST_GROUPS.map(({ group }) => group));

/** A group of the eight programme states (exact, lower-case tag). */
export const isNationalListGroup = (group: string): boolean => LIST_GROUPS.has(group);

export type NationalListFacts = PlacementFacts & {
  group: string;
  source: string;
  classGroupControl: {
    acceptedInvite: boolean;
    linkedToTheClassDate: Date | string | null;
  } | null;
};

/** The list a learner is on at `now` (the dropout rule reads dates), or null. */
export const getNationalListPlacement = ({
  user,
  now,
  cohorts = REPROVED_COHORTS,
}: {
  user: NationalListFacts;
  now: Date;
  cohorts?: readonly CohortSelector[];
}): NationalListPlacement | null => {
  if (!isNationalListGroup(user.group)) return null;
  if (isReprovedCohortUser({ user, cohorts }) || showsAttemptsOverMessage(user)) {
    return { list: 'reproved-and-dropout', status: 'reprovado' };
  }
  if (showsDropoutMessage({ user, now })) {
    return { list: 'reproved-and-dropout', status: 'desistente' };
  }
  if (showsWaitingList(user)) return { list: 'waiting' };
  const control = user.classGroupControl;
  if (!control) return null;
  if (control.acceptedInvite) return { list: 'confirmed' };
  return user.source === '' ? { list: 'waiting-to-confirm' } : null;
};
