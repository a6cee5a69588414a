// The profile's links: each empty or a valid URL with its protocol (the endpoint's contract).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
import {
  putUpdateMySocialsBodySchema,
  type PutUpdateMySocialsBody,
} from '@escola/contracts/put-update-my-socials';
import { Button } from '../../../components/ui/button';
import { updateMySocials } from '../api/update-preferences';
import { readFieldErrors } from '../hooks/read-field-errors';
import { useUpdatePreference } from '../hooks/use-update-preference';
import { SettingsField } from './settings-field';

const SOCIAL_FIELDS = ['githubProfile', 'linkedin', 'twitter', 'website'] as const;

export const SocialsSection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePreference({
    update: updateMySocials,
    toChanges: (socials: PutUpdateMySocialsBody) => ({ socials }),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = putUpdateMySocialsBodySchema.safeParse(
      Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, String(data.get(field) ?? '')])),
    );
    if (!parsed.success) {
      setErrors(readFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <section className="settings-section">
      <h2>{t('socials.title')}</h2>
      <form className="form" noValidate onSubmit={handleSubmit}>
        {SOCIAL_FIELDS.map((field) => (
          <SettingsField
            key={field}
            name={field}
            type="url"
            label={t(`socials.${field}`)}
            defaultValue={user.socials[field]}
            error={errors[field]}
          />
        ))}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </section>
  );
};
