// What the browser gets of the bank: prompt, code and options — built field by field, so the right
// option's id can never travel with them.
import type { GetPlacementTestQuestionsResponse } from '@escola/contracts/get-placement-test-questions';
import type { ActiveQuestion } from './repository';
import { shuffle } from './shuffle';

export const presentPlacementQuestions = ({
  questions,
  attemptNumber,
}: {
  questions: readonly ActiveQuestion[];
  attemptNumber: number;
}): GetPlacementTestQuestionsResponse => ({
  questions: shuffle(questions).map((question) => ({
    id: question.id,
    prompt: question.prompt,
    code: question.code,
    options: shuffle(question.options).map((option) => ({ id: option.id, text: option.text })),
  })),
  attemptNumber,
});
