// The questions on one page, numbered, and the submit. Every question must be answered (the server
// grades only complete attempts): a submit with some unanswered names them and moves the focus to
// the first. A refused correction shows the server's reason beside the button.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetPlacementTestQuestionsResponse } from '@escola/contracts/get-placement-test-questions';
import { PLACEMENT_TEST_CORRECTION_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../components/ui/button';
import { QuestionList } from '../../../components/ui/question-card';
import { HttpError } from '../../../lib/http';
import { useSendPlacementTest } from '../hooks/use-send-placement-test';
import { PlacementQuestion } from './placement-question';

const LIST_FORMAT = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

const focusQuestion = (questionId: string) =>
  document.getElementById(`pergunta-${questionId}`)?.querySelector('input')?.focus();

/** The server's own reason for a refused correction (a 4xx flash), else the spec's message. */
const failureMessage = (error: Error | null): string =>
  error instanceof HttpError && error.status >= 400 && error.status < 500
    ? error.flash.message
    : PLACEMENT_TEST_CORRECTION_ERROR_MESSAGE;

export const PlacementQuestionsForm = ({
  test,
  onGraded,
}: {
  test: GetPlacementTestQuestionsResponse;
  onGraded: () => void;
}) => {
  const { t } = useTranslation('placement-test');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [showMissing, setShowMissing] = useState(false);
  const send = useSendPlacementTest({ onGraded });
  const total = test.questions.length;
  const missing = test.questions.flatMap((question, index) =>
    answers[question.id] === undefined ? [{ id: question.id, number: index + 1 }] : [],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const [firstMissing] = missing;
    if (firstMissing) {
      setShowMissing(true);
      focusQuestion(firstMissing.id);
      return;
    }
    send.mutate({ attemptNumber: test.attemptNumber, answers });
  };

  return (
    <form className="placement-test__form" onSubmit={submit} noValidate>
      <p className="placement-test__progress" aria-live="polite">
        {t('questions.progress', { answered: total - missing.length, total })}
      </p>
      <QuestionList>
        {test.questions.map((question, index) => (
          <PlacementQuestion
            key={question.id}
            question={question}
            number={index + 1}
            total={total}
            selected={answers[question.id]}
            isMissing={showMissing && answers[question.id] === undefined}
            onAnswer={(optionId) =>
              setAnswers((current) => ({ ...current, [question.id]: optionId }))
            }
          />
        ))}
      </QuestionList>
      {showMissing && missing.length > 0 ? (
        <p role="alert" className="placement-test__error">
          {t('questions.unanswered', {
            count: missing.length,
            list: LIST_FORMAT.format(missing.map(({ number }) => String(number))),
          })}
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="placement-test__error">
          {failureMessage(send.error)}
        </p>
      ) : null}
      <div className="placement-test__actions">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('questions.sending') : t('questions.submit')}
        </Button>
      </div>
    </form>
  );
};
