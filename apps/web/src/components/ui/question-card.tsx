// A multiple-choice question as a card: a native fieldset whose legend is the numbered text, what
// the caller puts under it (the placement test's code) and one radio per option. The placement test
// and the national quiz both ask with it, so their questions look and answer alike.
import type { ReactNode } from 'react';
import './question-card.css';

/** The answer state a page keeps per question; the card only shows it and reports a choice. */
export type QuestionCardAnswer = {
  selected: string | undefined;
  isMissing: boolean;
  onAnswer: (optionId: string) => void;
};

/** The questions of a page, in order (a numbered list, so the numbers are also in the markup). */
export const QuestionList = ({ children }: { children: ReactNode }) => (
  <ol className="ui-question-list">{children}</ol>
);

export const QuestionCard = ({
  id,
  label,
  text,
  options,
  describedBy,
  children,
  selected,
  isMissing,
  onAnswer,
}: {
  /** The question's id: the fieldset is `pergunta-<id>` and so is its radios' name, by which the
   * pages move the focus to the first unanswered question. */
  id: string;
  /** The question's number, e.g. "Pergunta 2 de 8". */
  label: string;
  text: string;
  options: readonly { id: string; text: string }[];
  /** Id of what describes the group (shown between the legend and the options). */
  describedBy?: string | undefined;
  children?: ReactNode;
} & QuestionCardAnswer) => (
  <li>
    <fieldset
      id={`pergunta-${id}`}
      className={isMissing ? 'ui-question-card is-missing' : 'ui-question-card'}
      aria-describedby={describedBy}
    >
      <legend>
        <span className="ui-question-card__number">{label}</span>
        <span className="ui-question-card__text">{text}</span>
      </legend>
      {children}
      <div className="ui-question-card__options">
        {options.map((option) => (
          <label key={option.id} className="ui-question-card__option">
            <input
              type="radio"
              name={`pergunta-${id}`}
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
