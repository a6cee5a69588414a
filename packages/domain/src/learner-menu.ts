// The learner menu of docs/product/README.md: which items a signed-in user sees, by role and
// access.
import { hasNationalAccess } from './national';
import { isStaff, type AccessLevel, type UserType } from './users';

export const LEARNER_MENU_ITEMS = [
  'learn',
  'settings',
  'certificate-of-participation',
  'admin',
  'help',
  'unlock-content',
  'sign-out',
] as const;
export type LearnerMenuItem = (typeof LEARNER_MENU_ITEMS)[number];

type MenuUser = { type: UserType; access: AccessLevel };

/** The participation certificate is hidden for national-access users. */
export const showsCertificateOfParticipation = ({ access }: { access: AccessLevel }): boolean =>
  !hasNationalAccess({ access });

/** Users whose access is neither complete nor national see the unlock-content link. */
export const showsUnlockContent = ({ access }: { access: AccessLevel }): boolean =>
  access !== 'complete' && !hasNationalAccess({ access });

/** Only support, admin and super see the admin menu item (docs/product/admin.md). */
export const showsAdminMenuItem = ({ type }: { type: UserType }): boolean => isStaff(type);

/** The free-trial tag shows for limited access. */
export const showsFreeTrialTag = ({ access }: { access: AccessLevel }): boolean =>
  access === 'limited';

const isVisible = ({ item, user }: { item: LearnerMenuItem; user: MenuUser }): boolean => {
  if (item === 'certificate-of-participation') return showsCertificateOfParticipation(user);
  if (item === 'admin') return showsAdminMenuItem(user);
  if (item === 'unlock-content') return showsUnlockContent(user);
  return true;
};

/** The menu items a signed-in user sees, in display order. */
export const getLearnerMenuItems = (user: MenuUser): LearnerMenuItem[] =>
  LEARNER_MENU_ITEMS.filter((item) => isVisible({ item, user }));
