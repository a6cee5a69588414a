// One question of the quiz, as a question card.
import { useTranslation } from 'react-i18next';
import type { NationalQuizQuestion } from '@escola/domain/national-quiz';
import { QuestionCard, type QuestionCardAnswer } from '../../../components/ui/question-card';

export const QuizQuestion = ({
  question,
  number,
  total,
  ...answer
}: { question: NationalQuizQuestion; number: number; total: number } & QuestionCardAnswer) => {
  const { t } = useTranslation('quiz');
  return (
    <QuestionCard
      id={question.id}
      label={t('questions.number', { number, total })}
      text={question.text}
      options={question.options}
      {...answer}
    />
  );
};
