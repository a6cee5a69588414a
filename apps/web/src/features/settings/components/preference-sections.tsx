// Theme, sound, keyboard shortcuts and e-mail consent: each a switch saved by its own call.
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
import {
  updateMyKeyboardShortcuts,
  updateMyQuincyEmail,
  updateMySound,
  updateMyTheme,
} from '../api/update-preferences';
import { useUpdatePreference } from '../hooks/use-update-preference';
import { ToggleSetting } from './toggle-setting';

type SectionProps = { user: SessionUser };

export const ThemeSection = ({ user }: SectionProps) => {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePreference({ update: updateMyTheme });
  return (
    <ToggleSetting
      title={t('theme.title')}
      label={t('theme.label')}
      description={t('theme.description')}
      checked={user.theme === 'night'}
      isSaving={mutation.isPending}
      onChange={(checked) => mutation.mutate({ theme: checked ? 'night' : 'default' })}
    />
  );
};

export const SoundSection = ({ user }: SectionProps) => {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePreference({ update: updateMySound });
  return (
    <ToggleSetting
      title={t('sound.title')}
      label={t('sound.label')}
      description={t('sound.description')}
      checked={user.sound}
      isSaving={mutation.isPending}
      onChange={(sound) => mutation.mutate({ sound })}
    />
  );
};

export const KeyboardShortcutsSection = ({ user }: SectionProps) => {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePreference({ update: updateMyKeyboardShortcuts });
  return (
    <ToggleSetting
      title={t('keyboardShortcuts.title')}
      label={t('keyboardShortcuts.label')}
      description={t('keyboardShortcuts.description')}
      checked={user.keyboardShortcuts}
      isSaving={mutation.isPending}
      onChange={(keyboardShortcuts) => mutation.mutate({ keyboardShortcuts })}
    />
  );
};

export const EmailPreferencesSection = ({ user }: SectionProps) => {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePreference({ update: updateMyQuincyEmail });
  return (
    <ToggleSetting
      title={t('email.title')}
      label={t('email.label')}
      description={t('email.description')}
      checked={user.sendQuincyEmail}
      isSaving={mutation.isPending}
      onChange={(sendQuincyEmail) => mutation.mutate({ sendQuincyEmail })}
    />
  );
};
