// /sign-in: e-mail and password, with labels and Portuguese errors; the fields are checked with the
// endpoint's own contract before the call. The server's refusal (wrong password, too many tries)
// shows in the toast and stays next to the form too, where the learner is looking, until they edit
// a field (issue 15). A refusal that redirects (blocked by inactivity) leaves the page from the
// toast alone: the mutation's error state comes after its redirect.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { postSigninLocalBodySchema } from '@escola/contracts/post-signin-local';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HttpError } from '../../../lib/http';
import { useSessionUser } from '../../../lib/session-user';
import { AFTER_SIGN_IN_PATH, useSignIn } from '../hooks/use-sign-in';
import { GoogleSignInButton } from './google-sign-in-button';

type FieldErrors = { email?: string; password?: string };

const SignInPage = () => {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('signIn.title') }));
  const { user } = useSessionUser();
  const signIn = useSignIn();
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailId = useId();
  const passwordId = useId();
  const refusalId = useId();
  const refusal = signIn.error instanceof HttpError ? signIn.error.flash.message : null;

  if (user && !signIn.isPending) return <Navigate to={AFTER_SIGN_IN_PATH} replace />;

  const validate = ({ email, password }: { email: string; password: string }): FieldErrors => {
    const found: FieldErrors = {};
    if (email.trim() === '') found.email = t('signIn.errors.emailRequired');
    else if (!postSigninLocalBodySchema.shape.email.safeParse(email).success) {
      found.email = t('signIn.errors.emailInvalid');
    }
    if (password === '') found.password = t('signIn.errors.passwordRequired');
    return found;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const found = validate({ email, password });
    setErrors(found);
    if (found.email || found.password) {
      const invalid = form.elements.namedItem(found.email ? 'email' : 'password');
      if (invalid instanceof HTMLInputElement) invalid.focus();
      return;
    }
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <section className="form-page">
      <h1>{t('signIn.title')}</h1>
      <p>{t('signIn.description')}</p>
      <form
        className="form"
        noValidate
        onSubmit={handleSubmit}
        onChange={() => {
          if (refusal) signIn.reset();
        }}
        aria-describedby={refusal ? refusalId : undefined}
      >
        <div className="form__field">
          <label htmlFor={emailId}>{t('signIn.email')}</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
          />
          {errors.email ? (
            <p id={`${emailId}-error`} className="form__error">
              {errors.email}
            </p>
          ) : null}
        </div>
        <div className="form__field">
          <label htmlFor={passwordId}>{t('signIn.password')}</label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-error` : undefined}
          />
          {errors.password ? (
            <p id={`${passwordId}-error`} className="form__error">
              {errors.password}
            </p>
          ) : null}
        </div>
        {refusal ? (
          <p id={refusalId} className="form__error">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
      <GoogleSignInButton />
      <p className="form-page__links">
        <Link to="/forgot-password">{t('signIn.forgotPassword')}</Link>
        <Link to="/sign-up">{t('signIn.signUp')}</Link>
      </p>
    </section>
  );
};

export default SignInPage;
