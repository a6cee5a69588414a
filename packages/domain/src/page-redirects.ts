// The redirect rules of docs/product/national-programme.md and docs/product/admin.md for signed-in
// learners and admin-area visitors:
// - a signed-in national user with a source and limited_nacional access goes to /learn. Reading:
//   this applies on the public quiz and national-registration pages (/quiz…, /register/national-form)
//   — such a user is already registered — and not everywhere, which would lock them out of
//   /settings and the challenges;
// - on first load, national users who need the placement test go to /placement-test, and those
//   whose class group has not started go to /learn (users without a class group are not redirected);
// - admin-area visitors: getAdminRedirect (admin-navigation.ts);
// - a signed-in user who has not accepted the privacy terms is brought back to the terms page
//   before learning (issue 15: LGPD consent is asked until it is given, on every visit to /learn…,
//   not only right after sign-up).
import { getAdminRedirect, isAdminAreaPath } from './admin-navigation';
import { hasClassGroupStarted, type ClassGroupValidity } from './class-group-validity';
import { isNationalUser } from './national';
import { needsPlacementTest, type PlacementFacts } from './national-programme';
import type { AccessLevel, UserType } from './users';

export const LEARN_PATH = '/learn';
export const PLACEMENT_TEST_PATH = '/placement-test';
/** The privacy-terms page (docs/product/accounts.md: the terms and the e-mail choice). */
export const PRIVACY_TERMS_PATH = '/email-sign-up';
/** The public quiz and national-registration pages. */
export const QUIZ_FLOW_PATHS = [
  '/quiz',
  '/quiz/password',
  '/quiz/result',
  '/register/national-form',
];

const normalisePath = (path: string): string => path.toLowerCase().replace(/(.)\/+$/, '$1');
const isOn = ({ path, target }: { path: string; target: string }): boolean =>
  normalisePath(path) === target;

/** A signed-in national user with a source and limited_nacional access leaves the quiz flow. */
export const getSignedInNationalRedirect = ({
  user,
  path,
}: {
  user: { group: string; source: string; access: AccessLevel };
  path: string;
}): string | null => {
  if (!isNationalUser(user) || user.source === '' || user.access !== 'limited_nacional') {
    return null;
  }
  return QUIZ_FLOW_PATHS.includes(normalisePath(path)) ? LEARN_PATH : null;
};

export type FirstLoadUser = PlacementFacts & {
  group: string;
  isBlockedByExpiration: boolean;
  /** The user's classGroupInfo; null when the user has no class group. */
  classGroupInfo: ClassGroupValidity | null;
};

/** First-load redirects of national users: placement test first, then a class group not started. */
export const getFirstLoadRedirect = ({
  user,
  path,
  now,
}: {
  user: FirstLoadUser;
  path: string;
  now: Date;
}): string | null => {
  if (!isNationalUser(user)) return null;
  if (needsPlacementTest(user)) {
    return isOn({ path, target: PLACEMENT_TEST_PATH }) ? null : PLACEMENT_TEST_PATH;
  }
  const classGroup = user.classGroupInfo;
  if (!classGroup) return null;
  const { isBlockedByExpiration } = user;
  if (hasClassGroupStarted({ classGroup, isBlockedByExpiration, now })) return null;
  return isOn({ path, target: LEARN_PATH }) ? null : LEARN_PATH;
};

/** Learning pages (the map, trilhas, blocks and challenges) wait for the privacy terms. */
export const getPrivacyTermsRedirect = ({
  user,
  path,
}: {
  user: { acceptedPrivacyTerms: boolean };
  path: string;
}): string | null => {
  if (user.acceptedPrivacyTerms) return null;
  const normalised = normalisePath(path);
  const isLearning = normalised === LEARN_PATH || normalised.startsWith(`${LEARN_PATH}/`);
  return isLearning ? PRIVACY_TERMS_PATH : null;
};

export type RedirectUser = FirstLoadUser & {
  type: UserType;
  source: string;
  access: AccessLevel;
  acceptedPrivacyTerms: boolean;
};

/** Where a page visit must go instead, or null to stay (all the rules above, in order). */
export const getPageRedirect = ({
  user,
  path,
  isFirstLoad,
  now,
}: {
  user: RedirectUser | null;
  path: string;
  isFirstLoad: boolean;
  now: Date;
}): string | null => {
  if (isAdminAreaPath(path)) return getAdminRedirect({ user, path });
  if (!user) return null;
  const nationalRedirect = getSignedInNationalRedirect({ user, path });
  if (nationalRedirect) return nationalRedirect;
  // The placement test and the class-group rules keep their first-load turn; the terms are asked
  // on the next learning page.
  const firstLoadRedirect = isFirstLoad ? getFirstLoadRedirect({ user, path, now }) : null;
  return firstLoadRedirect ?? getPrivacyTermsRedirect({ user, path });
};
