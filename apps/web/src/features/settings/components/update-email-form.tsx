// The e-mail change form (page /update-email): the new address and the current password. Spec: the
// password check and the change must both succeed; then sign-out after 3 s. Accounts without a
// password (Google only) create one first (decision 012).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { putUpdateMyEmailBodySchema } from '@escola/contracts/put-update-my-email';
import { Button } from '../../../components/ui/button';
import { checkPassword, updateMyEmail } from '../api/email-change';
import { useCredentialsChange } from '../hooks/use-credentials-change';
import { CredentialField } from './credential-field';

type Values = { email: string; password: string };
type FieldErrors = Partial<Record<keyof Values, string>>;

export const UpdateEmailForm = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useCredentialsChange<Values>({
    steps: [({ password }) => checkPassword({ password }), ({ email }) => updateMyEmail({ email })],
    changeStep: 1,
    signOutNotice: t('signOutNotice'),
  });

  if (!user.hasPassword) {
    return (
      <p>
        {t('emailChange.needsPassword')} <Link to="/settings">{t('emailChange.toSettings')}</Link>
      </p>
    );
  }

  const validate = ({ email, password }: Values): FieldErrors => {
    const found: FieldErrors = {};
    const parsed = putUpdateMyEmailBodySchema.shape.email.safeParse(email);
    if (email === '') found.email = t('emailChange.errors.emailRequired');
    else if (!parsed.success) found.email = t('emailChange.errors.emailInvalid');
    else if (parsed.data === user.email) found.email = t('emailChange.errors.sameEmail');
    if (password === '') found.password = t('password.errors.currentRequired');
    return found;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      const input = form.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    change.mutate(values);
  };

  const locked = change.isPending || change.isSuccess;
  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      <CredentialField
        name="email"
        label={t('emailChange.newEmail')}
        type="email"
        autoComplete="email"
        error={errors.email}
        disabled={locked}
      />
      <CredentialField
        name="password"
        label={t('password.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        disabled={locked}
      />
      <Button type="submit" disabled={locked}>
        {change.isSuccess
          ? t('signingOut')
          : change.isPending
            ? t('saving')
            : t('emailChange.submit')}
      </Button>
    </form>
  );
};
