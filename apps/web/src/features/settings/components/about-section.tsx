// Name, location, picture and about: checked with the endpoint's contract, then saved together.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { putUpdateMyAboutBodySchema } from '@escola/contracts/put-update-my-about';
import { Button } from '../../../components/ui/button';
import { updateMyAbout } from '../api/update-preferences';
import { readFieldErrors } from '../hooks/read-field-errors';
import { useUpdatePreference } from '../hooks/use-update-preference';
import { AvatarPreview } from './avatar-preview';
import { SettingsField } from './settings-field';

export const AboutSection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePreference({ update: updateMyAbout });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = putUpdateMyAboutBodySchema.safeParse({
      name: String(data.get('name') ?? ''),
      location: String(data.get('location') ?? ''),
      picture: String(data.get('picture') ?? ''),
      about: String(data.get('about') ?? ''),
    });
    if (!parsed.success) {
      setErrors(readFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <section className="settings-section">
      <h2>{t('about.title')}</h2>
      <AvatarPreview picture={user.picture} alt={t('about.avatarAlt')} />
      <form className="form" noValidate onSubmit={handleSubmit}>
        <SettingsField
          name="name"
          label={t('about.name')}
          defaultValue={user.name}
          error={errors.name}
        />
        <SettingsField
          name="location"
          label={t('about.location')}
          defaultValue={user.location}
          error={errors.location}
        />
        <SettingsField
          name="picture"
          type="url"
          label={t('about.picture')}
          help={t('about.pictureHelp')}
          defaultValue={user.picture}
          error={errors.picture}
        />
        <SettingsField
          name="about"
          multiline
          label={t('about.about')}
          defaultValue={user.about}
          error={errors.about}
        />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </section>
  );
};
