import { describe, expect, it } from 'vitest';
import {
  NATIONAL_QUIZ_PROFILES,
  NATIONAL_QUIZ_QUESTIONS,
  NATIONAL_QUIZ_VARIANT_TWO_MINIMUM_POINTS,
  areNationalQuizAnswersComplete,
  nationalGroupOfState,
  needsPlacementTestAfterQuiz,
  scoreNationalQuiz,
  type NationalQuizAnswers,
} from './national-quiz';

/** The option at `index` of every question (0: least experience, 2: most). */
const answerAll = (index: number): Record<string, string> =>
  Object.fromEntries(
    NATIONAL_QUIZ_QUESTIONS.map((question) => [question.id, question.options[index]?.id ?? '']),
  );

describe('the national quiz', () => {
  it('has eight questions with unique ids and at least two options each', () => {
    expect(NATIONAL_QUIZ_QUESTIONS).toHaveLength(8);
    expect(new Set(NATIONAL_QUIZ_QUESTIONS.map((question) => question.id)).size).toBe(8);
    for (const question of NATIONAL_QUIZ_QUESTIONS) {
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      expect(new Set(question.options.map((option) => option.id)).size).toBe(
        question.options.length,
      );
    }
  });

  it('places a beginner in variant 1, who takes the placement test', () => {
    const result = scoreNationalQuiz(answerAll(0));
    expect(result).toEqual({ registrationQuiz: 1, points: 0, profile: NATIONAL_QUIZ_PROFILES[1] });
    expect(needsPlacementTestAfterQuiz(1)).toBe(true);
  });

  it('places someone with experience in variant 2, who skips the first stage', () => {
    const result = scoreNationalQuiz(answerAll(2));
    expect(result?.registrationQuiz).toBe(2);
    expect(result?.profile).toBe(NATIONAL_QUIZ_PROFILES[2]);
    expect(needsPlacementTestAfterQuiz(2)).toBe(false);
  });

  it('moves to variant 2 exactly at the minimum points', () => {
    // Every middle option is worth 1 point, but the last question's are worth 0: 7 points.
    const middle = answerAll(1);
    expect(scoreNationalQuiz(middle)).toMatchObject({ registrationQuiz: 1, points: 7 });
    const [first, second] = NATIONAL_QUIZ_QUESTIONS;
    const atMinimum = {
      ...middle,
      [first?.id ?? '']: first?.options[2]?.id ?? '',
      [second?.id ?? '']: second?.options[2]?.id ?? '',
    };
    expect(scoreNationalQuiz(atMinimum)).toMatchObject({
      registrationQuiz: 2,
      points: NATIONAL_QUIZ_VARIANT_TWO_MINIMUM_POINTS,
    });
  });

  it('gives no result for missing, unknown or extra answers', () => {
    const complete = answerAll(0);
    const [firstId = ''] = Object.keys(complete);
    const missingOne = { ...complete };
    delete missingOne[firstId];
    const cases: NationalQuizAnswers[] = [
      {},
      missingOne,
      { ...complete, [firstId]: 'opcao-que-nao-existe' },
      { ...missingOne, 'pergunta-inventada': 'sim' },
      { ...complete, extra: 'x' },
    ];
    for (const answers of cases) {
      expect(areNationalQuizAnswersComplete(answers)).toBe(false);
      expect(scoreNationalQuiz(answers)).toBeNull();
    }
    expect(areNationalQuizAnswersComplete(complete)).toBe(true);
  });

  it('does not read inherited properties as answers', () => {
    const inherited = Object.create(answerAll(0)) as NationalQuizAnswers;
    expect(scoreNationalQuiz(inherited)).toBeNull();
  });

  it('names the national group of a state in lower case', () => {
    expect(nationalGroupOfState('CE')).toBe('nacional-ce');
    expect(nationalGroupOfState(' rs ')).toBe('nacional-rs');
  });
});
