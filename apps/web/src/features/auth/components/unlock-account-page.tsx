// /unlock-account: an account blocked by inactivity comes back with its e-mail and password (then
// /learn, signed in). Spec: an empty password leads to Google sign-in (the API's unlock flow for
// accounts without a password), shown only where Google is configured.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { postUsersUnlockUserAccountBodySchema } from '@escola/contracts/post-users-unlock-user-account';
import { INACTIVITY_BLOCK_DAYS } from '@escola/domain/inactivity';
import { Button } from '../../../components/ui/button';
import { useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { unlockAccount } from '../api/unlock-account';
import { useFlashMutation } from '../hooks/use-flash-mutation';
import { FormField } from './form-field';
import { GoogleSignInButton } from './google-sign-in-button';

export const AFTER_UNLOCK_PATH = '/learn';

type FieldErrors = { email?: string };

const UnlockAccountPage = () => {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('unlockAccount.title') }));
  const { user } = useSessionUser();
  const unlock = useFlashMutation({
    mutationFn: unlockAccount,
    fallbackPath: AFTER_UNLOCK_PATH,
    refetchSessionUser: true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  if (user && !unlock.isPending && !unlock.isSuccess) {
    return <Navigate to={AFTER_UNLOCK_PATH} replace />;
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found: FieldErrors = {};
    if (email === '') found.email = t('signIn.errors.emailRequired');
    else if (!postUsersUnlockUserAccountBodySchema.shape.email.safeParse(email).success) {
      found.email = t('signIn.errors.emailInvalid');
    }
    setErrors(found);
    if (found.email) {
      const input = form.elements.namedItem('email');
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    unlock.mutate({ email, password });
  };

  return (
    <section className="form-page">
      <h1>{t('unlockAccount.title')}</h1>
      <p>{t('unlockAccount.description', { days: INACTIVITY_BLOCK_DAYS })}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <FormField
          label={t('signIn.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email}
        />
        <FormField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          hint={t('unlockAccount.passwordHint')}
        />
        <Button type="submit" disabled={unlock.isPending}>
          {unlock.isPending ? t('unlockAccount.submitting') : t('unlockAccount.submit')}
        </Button>
      </form>
      <GoogleSignInButton unlock />
      <p className="form-page__links">
        <Link to="/forgot-password">{t('signIn.forgotPassword')}</Link>
        <Link to="/sign-in">{t('forgotPassword.backToSignIn')}</Link>
      </p>
    </section>
  );
};

export default UnlockAccountPage;
