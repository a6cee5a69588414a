// The username: typed, checked for availability after a 2 s pause, then saved.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { Button } from '../../../components/ui/button';
import { updateMyUsername } from '../api/username';
import { useUpdatePreference } from '../hooks/use-update-preference';
import {
  useUsernameAvailability,
  type UsernameAvailability,
} from '../hooks/use-username-availability';

const useStatusText = (availability: UsernameAvailability): string => {
  const { t } = useTranslation('settings');
  switch (availability.status) {
    case 'invalid':
      return availability.message;
    case 'checking':
      return t('username.checking');
    case 'available':
      return t('username.available');
    case 'taken':
      return t('username.taken');
    case 'check-failed':
      return t('username.checkFailed');
    case 'unchanged':
      return '';
  }
};

export const UsernameSection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const [typed, setTyped] = useState(user.username);
  const availability = useUsernameAvailability({ typed, current: user.username });
  const statusText = useStatusText(availability);
  const mutation = useUpdatePreference({ update: updateMyUsername });
  const inputId = useId();
  const isProblem = ['invalid', 'taken', 'check-failed'].includes(availability.status);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (availability.status !== 'available') return;
    mutation.mutate({ username: availability.username });
  };

  return (
    <section className="settings-section">
      <h2>{t('username.title')}</h2>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <div className="form__field">
          <label htmlFor={inputId}>{t('username.label')}</label>
          <input
            id={inputId}
            name="username"
            value={typed}
            autoComplete="username"
            aria-invalid={isProblem ? true : undefined}
            aria-describedby={`${inputId}-help ${inputId}-status`}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p id={`${inputId}-help`} className="settings-section__description">
            {t('username.help')}
          </p>
          <p
            id={`${inputId}-status`}
            role="status"
            className={isProblem ? 'form__error' : undefined}
          >
            {statusText}
          </p>
        </div>
        <Button type="submit" disabled={availability.status !== 'available' || mutation.isPending}>
          {mutation.isPending ? t('saving') : t('username.save')}
        </Button>
      </form>
    </section>
  );
};
