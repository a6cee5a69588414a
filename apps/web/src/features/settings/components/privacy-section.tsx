// The public profile's privacy: one switch per profileUI flag, each saving the whole profileUI.
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { PROFILE_UI_FLAGS } from '@escola/contracts/put-update-my-profileui';
import { updateMyProfileUi } from '../api/update-preferences';
import { useUpdatePreference } from '../hooks/use-update-preference';
import { PrivacySwitch } from './privacy-switch';

export const PrivacySection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePreference({ update: updateMyProfileUi });
  return (
    <section className="settings-section">
      <h2>{t('privacy.title')}</h2>
      <p className="settings-section__description">{t('privacy.description')}</p>
      {PROFILE_UI_FLAGS.map((flag) => (
        <PrivacySwitch
          key={flag}
          label={t(`privacy.flags.${flag}`)}
          checked={user.profileUI[flag]}
          disabled={mutation.isPending}
          onChange={(checked) =>
            mutation.mutate({ profileUI: { ...user.profileUI, [flag]: checked } })
          }
        />
      ))}
    </section>
  );
};
