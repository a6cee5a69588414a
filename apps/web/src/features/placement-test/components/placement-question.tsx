// One question of the placement test: a question card whose prompt may come with code, shown under
// the legend as the group's description.
import { useTranslation } from 'react-i18next';
import type { PlacementTestQuestionView } from '@escola/contracts/get-placement-test-questions';
import { QuestionCard, type QuestionCardAnswer } from '../../../components/ui/question-card';

export const PlacementQuestion = ({
  question,
  number,
  total,
  ...answer
}: { question: PlacementTestQuestionView; number: number; total: number } & QuestionCardAnswer) => {
  const { t } = useTranslation('placement-test');
  const codeId = `pergunta-${question.id}-codigo`;
  return (
    <QuestionCard
      id={question.id}
      label={t('questions.number', { number, total })}
      text={question.prompt}
      options={question.options}
      describedBy={question.code === null ? undefined : codeId}
      {...answer}
    >
      {question.code === null ? null : (
        <pre id={codeId} className="placement-question__code" tabIndex={0}>
          <code>{question.code}</code>
        </pre>
      )}
    </QuestionCard>
  );
};
