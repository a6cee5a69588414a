// /settings (and /settings/*): the signed-in user's preferences, one section per setting, with a
// section navigation (settings-section-nav.tsx) to the sections of this long page.
import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
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
import { SettingsSectionNav } from './settings-section-nav';
import { SocialsSection } from './socials-section';
import { UserTokenSection } from './user-token-section';
import { UsernameSection } from './username-section';
import './settings.css';

type SettingsSection = {
  /** The fragment of the section (/settings#sessoes). */
  id: string;
  /** The translation key of the section's own heading: the nav link reads the same words. */
  titleKey: ParseKeys<'settings'>;
  render: (user: SessionUser) => ReactNode;
};

/** Every section, in page order. */
const SECTIONS: readonly SettingsSection[] = [
  {
    id: 'nome-de-usuario',
    titleKey: 'username.title',
    render: (user) => <UsernameSection user={user} />,
  },
  { id: 'sobre-voce', titleKey: 'about.title', render: (user) => <AboutSection user={user} /> },
  {
    id: 'redes-sociais',
    titleKey: 'socials.title',
    render: (user) => <SocialsSection user={user} />,
  },
  {
    id: 'portfolio',
    titleKey: 'portfolio.title',
    render: (user) => <PortfolioSection user={user} />,
  },
  {
    id: 'privacidade',
    titleKey: 'privacy.title',
    render: (user) => <PrivacySection user={user} />,
  },
  { id: 'tema', titleKey: 'theme.title', render: (user) => <ThemeSection user={user} /> },
  { id: 'sons', titleKey: 'sound.title', render: (user) => <SoundSection user={user} /> },
  {
    id: 'atalhos-de-teclado',
    titleKey: 'keyboardShortcuts.title',
    render: (user) => <KeyboardShortcutsSection user={user} />,
  },
  {
    id: 'preferencias-de-email',
    titleKey: 'email.title',
    render: (user) => <EmailPreferencesSection user={user} />,
  },
  {
    id: 'honestidade',
    titleKey: 'honesty.title',
    render: (user) => <HonestySection user={user} />,
  },
  {
    id: 'trocar-email',
    titleKey: 'emailChange.sectionTitle',
    render: (user) => <EmailSection user={user} />,
  },
  {
    id: 'senha',
    titleKey: 'password.title',
    render: (user) => (user.hasPassword ? <ChangePasswordSection /> : <CreatePasswordSection />),
  },
  {
    id: 'token-de-usuario',
    titleKey: 'userToken.title',
    render: (user) => <UserTokenSection user={user} />,
  },
  { id: 'sessoes', titleKey: 'sessions.title', render: (user) => <SessionsSection user={user} /> },
  {
    id: 'baixar-dados',
    titleKey: 'dataExport.title',
    render: (user) => <DataExportSection user={user} />,
  },
  {
    id: 'excluir-conta',
    titleKey: 'accountDeletion.title',
    render: (user) => <DeleteAccountSection user={user} />,
  },
];

const SettingsPage = () => {
  const { t } = useTranslation(['settings', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const { user } = useSessionUser();
  // The route is wrapped in RequireSignIn: a visitor never gets here.
  if (!user) return null;
  return (
    <div className="settings-page settings-page--sectioned">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <div className="settings-layout">
        <SettingsSectionNav
          sections={SECTIONS.map(({ id, titleKey }) => ({ id, title: t(titleKey) }))}
        />
        <div className="settings-layout__sections">
          {SECTIONS.map(({ id, render }) => (
            <div key={id} id={id} className="settings-anchor">
              {render(user)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
};

export default SettingsPage;
