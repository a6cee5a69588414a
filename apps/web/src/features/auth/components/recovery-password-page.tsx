// /recovery-password?token=…: the link of the recovery e-mail; sets the new password (typed twice),
// then /sign-in.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MINIMUM_LENGTH } from '@escola/contracts/password-rules';
import { PASSWORD_MAXIMUM_LENGTH } from '@escola/contracts/post-signin-local';
import { AFTER_RECOVERY_PASSWORD_PATH } from '@escola/contracts/put-recovery-password';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { recoveryPassword } from '../api/recovery-password';
import { useFlashMutation } from '../hooks/use-flash-mutation';
import { FormField } from './form-field';

type FieldErrors = { password?: string; confirmation?: string };

const RecoveryPasswordPage = () => {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('recoveryPassword.title') }));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const recovery = useFlashMutation({
    mutationFn: recoveryPassword,
    fallbackPath: AFTER_RECOVERY_PASSWORD_PATH,
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const validate = ({ password, confirmation }: { password: string; confirmation: string }) => {
    const found: FieldErrors = {};
    if (password.length < PASSWORD_MINIMUM_LENGTH) {
      found.password = t('signUp.errors.passwordTooShort', { minimum: PASSWORD_MINIMUM_LENGTH });
    } else if (password.length > PASSWORD_MAXIMUM_LENGTH) {
      found.password = t('signUp.errors.passwordTooLong', { maximum: PASSWORD_MAXIMUM_LENGTH });
    } else if (confirmation !== password) {
      found.confirmation = t('recoveryPassword.errors.mismatch');
    }
    return found;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const confirmation = String(data.get('confirmation') ?? '');
    const found = validate({ password, confirmation });
    setErrors(found);
    const invalid = found.password ? 'password' : found.confirmation ? 'confirmation' : undefined;
    if (invalid) {
      const input = form.elements.namedItem(invalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    recovery.mutate({ token, password });
  };

  if (!token) {
    return (
      <section className="form-page">
        <h1>{t('recoveryPassword.title')}</h1>
        <p role="status">{t('recoveryPassword.missingToken')}</p>
        <p className="form-page__links">
          <Link to="/forgot-password">{t('sentEmailToRecovery.tryAgain')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="form-page">
      <h1>{t('recoveryPassword.title')}</h1>
      <p>{t('recoveryPassword.description')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <FormField
          label={t('recoveryPassword.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('signUp.passwordHint', { minimum: PASSWORD_MINIMUM_LENGTH })}
          error={errors.password}
        />
        <FormField
          label={t('recoveryPassword.confirmation')}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmation}
        />
        <Button type="submit" disabled={recovery.isPending}>
          {recovery.isPending ? t('recoveryPassword.submitting') : t('recoveryPassword.submit')}
        </Button>
      </form>
      <p className="form-page__links">
        <Link to="/forgot-password">{t('sentEmailToRecovery.tryAgain')}</Link>
      </p>
    </section>
  );
};

export default RecoveryPasswordPage;
