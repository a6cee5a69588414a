// /quiz/result (issue 17, anonymous): the result of the quiz record opened in this tab (registered
// or found) and what comes next: create the password, or sign in when an account exists. "Não
// quero receber e-mails" withdraws the consent and goes to / (spec).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AFTER_TOGGLE_RECEIVE_EMAILS_PATH } from '@escola/contracts/quiz-user-toggle-receive-emails';
import { NATIONAL_QUIZ_PROFILES } from '@escola/domain/national-quiz';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { toggleReceiveEmails } from '../api/quiz-user';
import { QUIZ_PASSWORD_PATH, QUIZ_PATH, SIGN_IN_PATH } from '../lib/quiz-paths';
import { clearQuizStorage, readQuizAccess } from '../lib/quiz-storage';
import './quiz.css';

const QuizResultPage = () => {
  const { t } = useTranslation(['quiz', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('result.title') }));
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const [access] = useState(readQuizAccess);
  const optOut = useMutation({
    mutationFn: () => {
      if (!access) throw new Error('sem cadastro');
      return toggleReceiveEmails(access, { receiveEmails: false });
    },
    onSuccess: async (flash) => {
      clearQuizStorage();
      showFlash({ type: flash.type, message: flash.message });
      await navigate(flash.redirect ?? AFTER_TOGGLE_RECEIVE_EMAILS_PATH);
    },
    onError: (error) => {
      if (error instanceof HttpError) showFlash({ type: 'danger', message: error.flash.message });
    },
  });

  if (!access) {
    return (
      <section className="quiz-page">
        <h1>{t('result.title')}</h1>
        <p>{t('result.missing')}</p>
        <ButtonLink to={QUIZ_PATH}>{t('result.goToQuiz')}</ButtonLink>
      </section>
    );
  }

  const variant = access.registrationQuiz;
  return (
    <section className="quiz-page quiz-result">
      <h1>{t('result.title')}</h1>
      <p className="quiz-result__greeting">{t('result.greeting', { name: access.name })}</p>
      {variant === null ? (
        <p>{t('result.noResult')}</p>
      ) : (
        <div className="quiz-result__card">
          <h2>{variant === 1 ? t('result.variant1') : t('result.variant2')}</h2>
          <p>{NATIONAL_QUIZ_PROFILES[variant]}</p>
        </div>
      )}
      {access.hasAccount ? (
        <>
          <p>{t('result.hasAccount')}</p>
          <ButtonLink to={SIGN_IN_PATH}>{t('result.signIn')}</ButtonLink>
        </>
      ) : (
        <>
          <p>{t('result.next')}</p>
          {variant === 1 ? <p>{t('result.nextVariant1')}</p> : null}
          {variant === null ? (
            <ButtonLink to={QUIZ_PATH}>{t('result.goToQuiz')}</ButtonLink>
          ) : (
            <ButtonLink to={QUIZ_PASSWORD_PATH}>{t('result.createPassword')}</ButtonLink>
          )}
        </>
      )}
      <div className="quiz-result__opt-out">
        <Button variant="ghost" disabled={optOut.isPending} onClick={() => optOut.mutate()}>
          {t('result.noEmails')}
        </Button>
      </div>
    </section>
  );
};

export default QuizResultPage;
