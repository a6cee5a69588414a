// Checks the answers to a challenge's questions against the curriculum build's answer key: right
// when every question's chosen answer is its right one. The feedback is the text written under each
// chosen answer (curriculum/README.md `--perguntas--`).
import type { ServerCurriculumChallenge } from '@escola/contracts/curriculum-server-index';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';

export type AnswerCheck = { isCorrect: boolean; feedback: (string | null)[] };

export const checkUserAnswer = ({
  challenge,
  userAnswer,
}: {
  challenge: Pick<ServerCurriculumChallenge, 'questions'>;
  /** One answer index (a one-question challenge) or one per question, in order. */
  userAnswer: number | number[];
}): AnswerCheck => {
  const { questions } = challenge;
  if (questions.length === 0) {
    throw new HttpError({ statusCode: 400, message: MESSAGES.challengeHasNoQuestions });
  }
  const answers = Array.isArray(userAnswer) ? userAnswer : [userAnswer];
  const fits =
    answers.length === questions.length &&
    answers.every((answer, index) => answer < (questions[index]?.feedback.length ?? 0));
  if (!fits) throw new HttpError({ statusCode: 400, message: MESSAGES.invalidField('userAnswer') });
  return {
    isCorrect: questions.every((question, index) => answers[index] === question.correctAnswerIndex),
    feedback: questions.map((question, index) => question.feedback[answers[index] ?? 0] ?? null),
  };
};
