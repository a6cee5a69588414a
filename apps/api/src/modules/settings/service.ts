// The settings flows: each writes the user's own preference; e-mail consent also records its date.
import type { Database } from '@escola/db/client';
import type { PortfolioItem, ProfileUi, Socials } from '@escola/db/schema/json-types';
import type { Theme } from '@escola/domain/users';
import { updateUserSettings } from './repository';

export const updateTheme = ({
  db,
  userId,
  theme,
}: {
  db: Database;
  userId: string;
  theme: Theme;
}) => updateUserSettings({ db, userId, changes: { theme } });

export const updateSound = ({
  db,
  userId,
  sound,
}: {
  db: Database;
  userId: string;
  sound: boolean;
}) => updateUserSettings({ db, userId, changes: { sound } });

export const updateKeyboardShortcuts = ({
  db,
  userId,
  keyboardShortcuts,
}: {
  db: Database;
  userId: string;
  keyboardShortcuts: boolean;
}) => updateUserSettings({ db, userId, changes: { keyboardShortcuts } });

export const acceptHonesty = ({ db, userId }: { db: Database; userId: string }) =>
  updateUserSettings({ db, userId, changes: { isHonest: true } });

/** LGPD: the consent date changes whenever the learner gives or withdraws consent. */
export const updateQuincyEmail = ({
  db,
  userId,
  sendQuincyEmail,
  now,
}: {
  db: Database;
  userId: string;
  sendQuincyEmail: boolean;
  now: Date;
}) =>
  updateUserSettings({
    db,
    userId,
    changes: { sendQuincyEmail, sendQuincyEmailConsentAt: now },
  });

/** The terms of use and privacy policy are accepted once; the e-mail answer is a consent (LGPD). */
export const acceptPrivacyTerms = ({
  db,
  userId,
  quincyEmails,
  now,
}: {
  db: Database;
  userId: string;
  quincyEmails: boolean;
  now: Date;
}) =>
  updateUserSettings({
    db,
    userId,
    changes: {
      acceptedPrivacyTerms: true,
      sendQuincyEmail: quincyEmails,
      sendQuincyEmailConsentAt: now,
    },
  });

export const updateAbout = ({
  db,
  userId,
  about,
}: {
  db: Database;
  userId: string;
  about: { name: string; about: string; location: string; picture: string };
}) => updateUserSettings({ db, userId, changes: about });

export const updateSocials = ({
  db,
  userId,
  socials,
}: {
  db: Database;
  userId: string;
  socials: Socials;
}) => updateUserSettings({ db, userId, changes: { socials } });

export const updatePortfolio = ({
  db,
  userId,
  portfolio,
}: {
  db: Database;
  userId: string;
  portfolio: PortfolioItem[];
}) => updateUserSettings({ db, userId, changes: { portfolio } });

export const updateProfileUi = ({
  db,
  userId,
  profileUi,
}: {
  db: Database;
  userId: string;
  profileUi: ProfileUi;
}) => updateUserSettings({ db, userId, changes: { profileUi } });
