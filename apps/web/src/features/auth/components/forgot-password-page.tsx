// /forgot-password: asks for the e-mail that gets the recovery link, then /sent-email-to-recovery.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AFTER_FORGOT_PASSWORD_PATH,
  postForgotPasswordBodySchema,
} from '@escola/contracts/post-forgot-password';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { forgotPassword } from '../api/forgot-password';
import { useFlashMutation } from '../hooks/use-flash-mutation';
import { FormField } from './form-field';

const ForgotPasswordPage = () => {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('forgotPassword.title') }));
  const request = useFlashMutation({
    mutationFn: forgotPassword,
    fallbackPath: AFTER_FORGOT_PASSWORD_PATH,
  });
  const [error, setError] = useState<string>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    const found =
      email.trim() === ''
        ? t('signIn.errors.emailRequired')
        : postForgotPasswordBodySchema.shape.email.safeParse(email).success
          ? undefined
          : t('signIn.errors.emailInvalid');
    setError(found);
    if (found) {
      const input = form.elements.namedItem('email');
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    request.mutate({ email: email.trim() });
  };

  return (
    <section className="form-page">
      <h1>{t('forgotPassword.title')}</h1>
      <p>{t('forgotPassword.description')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <FormField
          label={t('signIn.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={error}
        />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </Button>
      </form>
      <p className="form-page__links">
        <Link to="/sign-in">{t('forgotPassword.backToSignIn')}</Link>
      </p>
    </section>
  );
};

export default ForgotPasswordPage;
