// /quiz/password (issue 17, anonymous): the password of the new national account, with the
// platform's password rules and a confirmation. The API creates the account, links the record and
// signs in; then a full load of /learn, where the first-load rule sends a national learner who
// needs it to /placement-test.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MINIMUM_LENGTH } from '@escola/contracts/password-rules';
import { PASSWORD_MAXIMUM_LENGTH } from '@escola/contracts/post-signin-local';
import { AFTER_NATIONAL_ACCOUNT_PATH } from '@escola/contracts/quiz-user-new-user';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useFlash } from '../../../lib/flash';
import { fullNavigation } from '../../../lib/full-navigation';
import { HttpError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { createQuizUserAccount } from '../api/quiz-user';
import { QUIZ_PATH } from '../lib/quiz-paths';
import { clearQuizStorage, readQuizAccess } from '../lib/quiz-storage';
import { TextField } from './quiz-fields';
import './quiz.css';

type Errors = { password?: string; confirmation?: string };

const QuizPasswordPage = () => {
  const { t } = useTranslation(['quiz', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('password.title') }));
  const { showFlash } = useFlash();
  const [access] = useState(readQuizAccess);
  const [errors, setErrors] = useState<Errors>({});
  const create = useMutation({
    mutationFn: (password: string) => {
      if (!access) throw new Error('sem cadastro');
      return createQuizUserAccount(access, { password, nationalUser: true });
    },
    onSuccess: (flash) => {
      clearQuizStorage();
      showFlash({ type: flash.type, message: flash.message });
      fullNavigation.assign(flash.redirect ?? AFTER_NATIONAL_ACCOUNT_PATH);
    },
    onError: (error) => {
      if (error instanceof HttpError) showFlash({ type: 'danger', message: error.flash.message });
    },
  });

  if (!access) {
    return (
      <section className="quiz-page">
        <h1>{t('password.title')}</h1>
        <p>{t('result.missing')}</p>
        <ButtonLink to={QUIZ_PATH}>{t('result.goToQuiz')}</ButtonLink>
      </section>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const confirmation = String(data.get('confirmation') ?? '');
    const found: Errors = {};
    if (password.length < PASSWORD_MINIMUM_LENGTH) {
      found.password = t('password.errors.tooShort', { minimum: PASSWORD_MINIMUM_LENGTH });
    } else if (password.length > PASSWORD_MAXIMUM_LENGTH) {
      found.password = t('password.errors.tooLong', { maximum: PASSWORD_MAXIMUM_LENGTH });
    } else if (confirmation !== password) {
      found.confirmation = t('password.errors.mismatch');
    }
    setErrors(found);
    const first = (['password', 'confirmation'] as const).find((field) => found[field]);
    if (first) {
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    create.mutate(password);
  };

  const busy = create.isPending || create.isSuccess;
  return (
    <section className="quiz-page form-page">
      <h1>{t('password.title')}</h1>
      <p>{t('password.lead')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <TextField
          label={t('password.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('password.hint', { minimum: PASSWORD_MINIMUM_LENGTH })}
          error={errors.password}
        />
        <TextField
          label={t('password.confirmation')}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmation}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('password.submitting') : t('password.submit')}
        </Button>
      </form>
    </section>
  );
};

export default QuizPasswordPage;
