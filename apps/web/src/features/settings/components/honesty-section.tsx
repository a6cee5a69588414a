// The academic honesty pledge: the policy and "Concordo" until accepted, then a confirmation.
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { Button } from '../../../components/ui/button';
import { updateMyHonesty } from '../api/update-preferences';
import { useUpdatePreference } from '../hooks/use-update-preference';

export const HonestySection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePreference({ update: updateMyHonesty });
  return (
    <section className="settings-section">
      <h2>{t('honesty.title')}</h2>
      <p>{t('honesty.policy')}</p>
      {user.isHonest ? (
        <p className="settings-section__done">{t('honesty.accepted')}</p>
      ) : (
        <Button disabled={mutation.isPending} onClick={() => mutation.mutate({ isHonest: true })}>
          {mutation.isPending ? t('saving') : t('honesty.accept')}
        </Button>
      )}
    </section>
  );
};
