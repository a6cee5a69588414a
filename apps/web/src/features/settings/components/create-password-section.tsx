// Settings "Senha" for an account without a password (Google sign-in only): "Criar senha". Spec:
// the creation and the password check must both succeed; then sign-out after 3 s.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MINIMUM_LENGTH } from '@escola/contracts/password-rules';
import { PASSWORD_MAXIMUM_LENGTH } from '@escola/contracts/post-signin-local';
import { Button } from '../../../components/ui/button';
import { checkPassword, createPassword } from '../api/email-change';
import { useCredentialsChange } from '../hooks/use-credentials-change';
import { CredentialField } from './credential-field';

type FieldName = 'password' | 'confirmation';
type FieldErrors = Partial<Record<FieldName, string>>;

export const CreatePasswordSection = () => {
  const { t } = useTranslation('settings');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCredentialsChange<{ password: string }>({
    steps: [createPassword, checkPassword],
    changeStep: 0,
    signOutNotice: t('signOutNotice'),
  });

  const validate = (password: string, confirmation: string): FieldErrors => {
    if (password.length < PASSWORD_MINIMUM_LENGTH) {
      return { password: t('password.errors.tooShort', { minimum: PASSWORD_MINIMUM_LENGTH }) };
    }
    if (password.length > PASSWORD_MAXIMUM_LENGTH) {
      return { password: t('password.errors.tooLong', { maximum: PASSWORD_MAXIMUM_LENGTH }) };
    }
    if (confirmation !== password) return { confirmation: t('password.errors.mismatch') };
    return {};
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const found = validate(password, String(data.get('confirmation') ?? ''));
    setErrors(found);
    const firstInvalid = (['password', 'confirmation'] as const).find((field) => found[field]);
    if (firstInvalid) {
      const input = form.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    create.mutate({ password });
  };

  const locked = create.isPending || create.isSuccess;
  return (
    <section className="settings-section">
      <h2>{t('password.title')}</h2>
      <p className="settings-section__description">{t('createPassword.description')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <CredentialField
          name="password"
          label={t('password.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.password}
          disabled={locked}
        />
        <CredentialField
          name="confirmation"
          label={t('password.confirmation')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmation}
          disabled={locked}
        />
        <Button type="submit" disabled={locked}>
          {create.isSuccess
            ? t('signingOut')
            : create.isPending
              ? t('saving')
              : t('createPassword.submit')}
        </Button>
      </form>
    </section>
  );
};
