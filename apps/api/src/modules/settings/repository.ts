// SQL of the settings calls: one UPDATE of the user's own row.
import { eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { users, type NewUser } from '@escola/db/schema/users';

export type UserSettingsChanges = Pick<
  NewUser,
  | 'theme'
  | 'sound'
  | 'keyboardShortcuts'
  | 'isHonest'
  | 'sendQuincyEmail'
  | 'sendQuincyEmailConsentAt'
  | 'acceptedPrivacyTerms'
  | 'name'
  | 'about'
  | 'location'
  | 'picture'
  | 'socials'
  | 'portfolio'
  | 'profileUi'
>;

export const updateUserSettings = async ({
  db,
  userId,
  changes,
}: {
  db: Database;
  userId: string;
  changes: UserSettingsChanges;
}): Promise<void> => {
  await db.update(users).set(changes).where(eq(users.id, userId));
};
