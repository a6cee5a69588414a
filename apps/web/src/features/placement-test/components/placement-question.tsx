// One question: a native fieldset whose legend is the numbered prompt, the code under it (the
// group's description), and one radio per option.
import { useTranslation } from 'react-i18next';
import type { PlacementTestQuestionView } from '@escola/contracts/get-placement-test-questions';

export const PlacementQuestion = ({
  question,
  number,
  total,
  selected,
  isMissing,
  onAnswer,
}: {
  question: PlacementTestQuestionView;
  number: number;
  total: number;
  selected: string | undefined;
  isMissing: boolean;
  onAnswer: (optionId: string) => void;
}) => {
  const { t } = useTranslation('placement-test');
  const codeId = `pergunta-${question.id}-codigo`;
  return (
    <li className="placement-question">
      <fieldset
        id={`pergunta-${question.id}`}
        className={isMissing ? 'placement-question__group is-missing' : 'placement-question__group'}
        aria-describedby={question.code === null ? undefined : codeId}
      >
        <legend>
          <span className="placement-question__number">
            {t('questions.number', { number, total })}
          </span>
          <span className="placement-question__prompt">{question.prompt}</span>
        </legend>
        {question.code === null ? null : (
          <pre id={codeId} className="placement-question__code" tabIndex={0}>
            <code>{question.code}</code>
          </pre>
        )}
        <div className="placement-question__options">
          {question.options.map((option) => (
            <label key={option.id} className="placement-option">
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
