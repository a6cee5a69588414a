// /sign-up: name, e-mail and password, checked with the endpoint's own contract before the call;
// after success the new account is signed in and the page moves on after 2 s.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PASSWORD_MINIMUM_LENGTH } from '@escola/contracts/password-rules';
import { PASSWORD_MAXIMUM_LENGTH } from '@escola/contracts/post-signin-local';
import { postSignupLocalBodySchema } from '@escola/contracts/post-signup-local';
import { NAME_MAXIMUM_LENGTH } from '@escola/domain/validation';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/session-user';
import { useSignUp } from '../hooks/use-sign-up';
import { AFTER_SIGN_IN_PATH } from '../hooks/use-sign-in';
import { FormField } from './form-field';
import { GoogleSignInButton } from './google-sign-in-button';

type Fields = { name: string; email: string; password: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;
const FIELD_ORDER: (keyof Fields)[] = ['name', 'email', 'password'];

const SignUpPage = () => {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('signUp.title') }));
  const { user } = useSessionUser();
  const signUp = useSignUp();
  const [errors, setErrors] = useState<FieldErrors>({});

  if (user && signUp.isIdle) return <Navigate to={AFTER_SIGN_IN_PATH} replace />;

  const validate = ({ name, email, password }: Fields): FieldErrors => {
    const found: FieldErrors = {};
    const { shape } = postSignupLocalBodySchema;
    if (name.trim() === '') found.name = t('signUp.errors.nameRequired');
    else if (!shape.name.safeParse(name).success) {
      found.name = t('signUp.errors.nameTooLong', { maximum: NAME_MAXIMUM_LENGTH });
    }
    if (email.trim() === '') found.email = t('signIn.errors.emailRequired');
    else if (!shape.email.safeParse(email).success) found.email = t('signIn.errors.emailInvalid');
    if (password.length < PASSWORD_MINIMUM_LENGTH) {
      found.password = t('signUp.errors.passwordTooShort', { minimum: PASSWORD_MINIMUM_LENGTH });
    } else if (password.length > PASSWORD_MAXIMUM_LENGTH) {
      found.password = t('signUp.errors.passwordTooLong', { maximum: PASSWORD_MAXIMUM_LENGTH });
    }
    return found;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields: Fields = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const found = validate(fields);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      const input = form.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    signUp.mutate({
      name: fields.name.trim(),
      email: fields.email.trim(),
      password: fields.password,
    });
  };

  const busy = signUp.isPending || signUp.isSuccess;
  return (
    <section className="form-page">
      <h1>{t('signUp.title')}</h1>
      <p>{t('signUp.description')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <FormField
          label={t('signUp.name')}
          name="name"
          autoComplete="name"
          required
          error={errors.name}
        />
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
          autoComplete="new-password"
          required
          hint={t('signUp.passwordHint', { minimum: PASSWORD_MINIMUM_LENGTH })}
          error={errors.password}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </form>
      {signUp.isSuccess ? <p role="status">{t('signUp.redirecting')}</p> : null}
      {busy ? null : <GoogleSignInButton />}
      <p className="form-page__links">
        <Link to="/sign-in">{t('signUp.signIn')}</Link>
      </p>
    </section>
  );
};

export default SignUpPage;
