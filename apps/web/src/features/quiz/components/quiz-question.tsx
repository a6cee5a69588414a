// One question of the quiz: a fieldset whose legend is the numbered question, one radio per option.
import { useTranslation } from 'react-i18next';
import type { NationalQuizQuestion } from '@escola/domain/national-quiz';

export const QuizQuestion = ({
  question,
  number,
  total,
  selected,
  isMissing,
  onAnswer,
}: {
  question: NationalQuizQuestion;
  number: number;
  total: number;
  selected: string | undefined;
  isMissing: boolean;
  onAnswer: (optionId: string) => void;
}) => {
  const { t } = useTranslation('quiz');
  return (
    <li className="quiz-question">
      <fieldset
        id={`pergunta-${question.id}`}
        className={isMissing ? 'quiz-question__group is-missing' : 'quiz-question__group'}
      >
        <legend>
          <span className="quiz-question__number">{t('questions.number', { number, total })}</span>
          <span className="quiz-question__text">{question.text}</span>
        </legend>
        <div className="quiz-question__options">
          {question.options.map((option) => (
            <label key={option.id} className="quiz-option">
              <input
                type="radio"
                name={`pergunta-${question.id}`}
                value={option.id}
                checked={selected === option.id}
                onChange={() => onAnswer(option.id)}
              />
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
};
