// The questions of a video (11), quiz (8) or theOdinProject (15) challenge, answers as radio
// buttons. The API checks the answers (page data never says which one is right) and answers with
// the flash of docs/product/workspace.md and the feedback written under each chosen answer.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostRegisterUserAnswerResponse } from '@escola/contracts/post-register-user-answer';
import { Button } from '../../../components/ui/button';
import { RenderedHtml } from '../../../components/ui/rendered-html';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { useRegisterUserAnswer } from '../api/register-user-answer';
import type { ChallengeContent } from '../lib/challenge-content';

export const QuestionForm = ({
  challenge,
  onCorrect,
}: {
  challenge: ChallengeContent;
  onCorrect: () => void;
}) => {
  const { t } = useTranslation('challenges');
  const { showFlash } = useFlash();
  const { questions } = challenge;
  const isSingle = questions.length === 1;
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<PostRegisterUserAnswerResponse | null>(null);
  const mutation = useRegisterUserAnswer();

  const choose = (questionIndex: number, answerIndex: number) => {
    setAnswers((current) => current.map((value, i) => (i === questionIndex ? answerIndex : value)));
    setMissing(false);
    setResult(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = answers.filter((answer): answer is number => answer !== null);
    if (chosen.length !== questions.length) {
      setMissing(true);
      return;
    }
    mutation.mutate(
      { id: challenge.id, userAnswer: isSingle ? (chosen[0] ?? 0) : chosen },
      {
        onSuccess: (response) => {
          setResult(response);
          showFlash({ type: response.type, message: response.message });
          if (response.isCorrect) onCorrect();
        },
        onError: (error) => {
          if (error instanceof HttpError) showFlash(error.flash);
          else showFlash({ type: 'danger', message: error.message });
        },
      },
    );
  };

  return (
    <form className="question-form" onSubmit={submit} noValidate>
      {questions.map((question, questionIndex) => {
        const headingId = `question-${questionIndex}`;
        const feedback = result?.feedback[questionIndex];
        return (
          <section key={headingId} className="question">
            <h2 className="question__label">
              {isSingle
                ? t('question')
                : t('questionNumber', { number: questionIndex + 1, count: questions.length })}
            </h2>
            <div id={headingId}>
              <RenderedHtml html={question.text} className="challenge-text" />
            </div>
            <div role="radiogroup" aria-labelledby={headingId} className="question__answers">
              {question.answers.map((answer, answerIndex) => (
                <label key={answerIndex} className="question__answer">
                  <input
                    type="radio"
                    name={headingId}
                    value={answerIndex}
                    checked={answers[questionIndex] === answerIndex}
                    onChange={() => choose(questionIndex, answerIndex)}
                  />
                  <RenderedHtml as="span" html={answer} className="question__answer-text" />
                </label>
              ))}
            </div>
            {feedback ? (
              <RenderedHtml
                html={feedback}
                className={`question__feedback question__feedback--${result?.isCorrect ? 'right' : 'wrong'}`}
              />
            ) : null}
          </section>
        );
      })}
      {missing ? (
        <p role="alert" className="question-form__missing">
          {isSingle ? t('chooseAnswer') : t('chooseAnswers')}
        </p>
      ) : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('checking') : isSingle ? t('checkAnswer') : t('checkAnswers')}
      </Button>
    </form>
  );
};
