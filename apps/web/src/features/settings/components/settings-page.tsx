// /settings (and /settings/*): the signed-in user's preferences, one section per setting.
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AboutSection } from './about-section';
import { ChangePasswordSection } from './change-password-section';
import { CreatePasswordSection } from './create-password-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { HonestySection } from './honesty-section';
import {
  EmailPreferencesSection,
  KeyboardShortcutsSection,
  SoundSection,
  ThemeSection,
} from './preference-sections';
import { PortfolioSection } from './portfolio-section';
import { PrivacySection } from './privacy-section';
import { SessionsSection } from './sessions-section';
import { SocialsSection } from './socials-section';
import { UserTokenSection } from './user-token-section';
import { UsernameSection } from './username-section';
import './settings.css';

const SettingsPage = () => {
  const { t } = useTranslation(['settings', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const { user } = useSessionUser();
  // The route is wrapped in RequireSignIn: a visitor never gets here.
  if (!user) return null;
  return (
    <div className="settings-page">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <UsernameSection user={user} />
      <AboutSection user={user} />
      <SocialsSection user={user} />
      <PortfolioSection user={user} />
      <PrivacySection user={user} />
      <ThemeSection user={user} />
      <SoundSection user={user} />
      <KeyboardShortcutsSection user={user} />
      <EmailPreferencesSection user={user} />
      <HonestySection user={user} />
      <EmailSection user={user} />
      {user.hasPassword ? <ChangePasswordSection /> : <CreatePasswordSection />}
      <UserTokenSection user={user} />
      <SessionsSection user={user} />
      <DataExportSection user={user} />
      <DeleteAccountSection user={user} />
    </div>
  );
};

export default SettingsPage;
