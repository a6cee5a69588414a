// Who belongs to the national programme (docs/product/national-programme.md and the glossary in
// docs/product/README.md).
import type { AccessLevel } from './users';

const NATIONAL_GROUP_MARK = 'nacional-';

/** Access levels of the national programme ("national-access users"). */
export const NATIONAL_ACCESS_LEVELS = [
  'nacional',
  'limited_nacional',
  'complete_nacional',
] as const satisfies readonly AccessLevel[];

/** National user: the group contains 'nacional-'. */
export const isNationalUser = ({ group }: { group: string }): boolean =>
  group.includes(NATIONAL_GROUP_MARK);

/** National-group user: no source and a national group. */
export const isNationalGroupUser = ({
  group,
  source,
}: {
  group: string;
  source: string;
}): boolean => source === '' && isNationalUser({ group });

/** National-access user: the access level is one of the national programme's. */
export const hasNationalAccess = ({ access }: { access: AccessLevel }): boolean =>
  (NATIONAL_ACCESS_LEVELS as readonly AccessLevel[]).includes(access);
