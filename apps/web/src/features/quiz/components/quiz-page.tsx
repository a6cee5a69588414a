// /quiz (issue 17, anonymous): what the Programa Nacional is, the eight questions of the domain's
// quiz (answers kept in sessionStorage until the registration is sent), then the national form.
// "Já respondi o quiz" opens an existing record by e-mail + CPF.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NATIONAL_QUIZ_QUESTIONS } from '@escola/domain/national-quiz';
import { Button } from '../../../components/ui/button';
import { QuestionList } from '../../../components/ui/question-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { readQuizAnswers, saveQuizAnswers, type QuizAnswers } from '../lib/quiz-storage';
import { NATIONAL_FORM_PATH } from '../lib/quiz-paths';
import { FindQuizUserForm } from './find-quiz-user-form';
import { QuizQuestion } from './quiz-question';
import './quiz.css';

const QuizPage = () => {
  const { t } = useTranslation(['quiz', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<QuizAnswers>(readQuizAnswers);
  const [showMissing, setShowMissing] = useState(false);
  const total = NATIONAL_QUIZ_QUESTIONS.length;
  const missing = NATIONAL_QUIZ_QUESTIONS.filter((question) => !answers[question.id]);

  const answer = (questionId: string, optionId: string) => {
    const next = { ...answers, [questionId]: optionId };
    setAnswers(next);
    saveQuizAnswers(next);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [firstMissing] = missing;
    if (firstMissing) {
      setShowMissing(true);
      document
        .querySelector<HTMLInputElement>(`input[name="pergunta-${firstMissing.id}"]`)
        ?.focus();
      return;
    }
    void navigate(NATIONAL_FORM_PATH);
  };

  return (
    <section className="quiz-page">
      <h1>{t('intro.heading')}</h1>
      <p>{t('intro.lead')}</p>
      <p>{t('intro.how')}</p>
      <p className="quiz-page__note">{t('intro.kept')}</p>
      <form noValidate onSubmit={handleSubmit} aria-labelledby="quiz-heading">
        <h2 id="quiz-heading">{t('questions.heading')}</h2>
        <QuestionList>
          {NATIONAL_QUIZ_QUESTIONS.map((question, index) => (
            <QuizQuestion
              key={question.id}
              question={question}
              number={index + 1}
              total={total}
              selected={answers[question.id]}
              isMissing={showMissing && !answers[question.id]}
              onAnswer={(optionId) => answer(question.id, optionId)}
            />
          ))}
        </QuestionList>
        {showMissing && missing.length > 0 ? (
          <p role="alert" className="form__error">
            {t('questions.missing', { count: missing.length })}
          </p>
        ) : null}
        <Button type="submit">{t('questions.submit')}</Button>
      </form>
      <FindQuizUserForm />
    </section>
  );
};

export default QuizPage;
