import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MUNDO_TECH_CHALLENGE_ID } from './constants';
import type { PlacementFacts } from './national-programme';
import {
  computePlacementGrade,
  getPlacementAttemptsLeft,
  getPlacementTestStatus,
  gradePlacementAnswers,
  isOnPlacementSecondChance,
  type GradableQuestion,
} from './placement-test';

/** A national learner of the first quiz who finished Mundo Tech and has not taken the test. */
const learner: PlacementFacts = {
  needsPlacementTest: false,
  registrationQuiz: 1,
  isFundamentosDaProgramacaoFrontEndCert: false,
  completedChallengeIds: [MUNDO_TECH_CHALLENGE_ID],
  attemptedPlacementTestCounter: 0,
  studentGrade: null,
};

describe('getPlacementTestStatus', () => {
  it.each<[string, Partial<PlacementFacts>, string]>([
    ['4 primeira tentativa', {}, 'available'],
    [
      '4 segunda chance depois de nota 5',
      { attemptedPlacementTestCounter: 1, studentGrade: 5 },
      'available',
    ],
    [
      '9 aprovado na primeira tentativa',
      { attemptedPlacementTestCounter: 1, studentGrade: 7 },
      'passed',
    ],
    [
      '9 aprovado na segunda tentativa',
      { attemptedPlacementTestCounter: 2, studentGrade: 8.5 },
      'passed',
    ],
    [
      '4 tentativas esgotadas com nota 6,99',
      { attemptedPlacementTestCounter: 2, studentGrade: 6.99 },
      'attempts-over',
    ],
    ['4 quiz 2 não precisa', { registrationQuiz: 2 }, 'not-needed'],
    ['4 sinalizado precisa', { registrationQuiz: null, needsPlacementTest: true }, 'available'],
    [
      '4 com o certificado não precisa',
      { isFundamentosDaProgramacaoFrontEndCert: true },
      'not-needed',
    ],
  ])('%s', (_case, facts, expected) => {
    expect(getPlacementTestStatus({ ...learner, ...facts })).toBe(expected);
  });
});

describe('getPlacementAttemptsLeft', () => {
  it.each([
    [0, 2],
    [1, 1],
    [2, 0],
    [5, 0],
  ])('%i tentativas feitas: %i restantes', (attempts, left) => {
    expect(getPlacementAttemptsLeft(attempts)).toBe(left);
  });
});

describe('isOnPlacementSecondChance', () => {
  it.each<[string, Partial<PlacementFacts>, boolean]>([
    [
      'reprovado na primeira tentativa',
      { attemptedPlacementTestCounter: 1, studentGrade: 3 },
      true,
    ],
    ['ainda sem tentativa', {}, false],
    [
      'contador zerado com uma nota antiga',
      { attemptedPlacementTestCounter: 0, studentGrade: 3 },
      false,
    ],
    ['aprovado', { attemptedPlacementTestCounter: 1, studentGrade: 7 }, false],
    ['tentativas esgotadas', { attemptedPlacementTestCounter: 2, studentGrade: 3 }, false],
    [
      'uma tentativa registrada sem nota',
      { attemptedPlacementTestCounter: 1, studentGrade: null },
      false,
    ],
  ])('%s', (_case, facts, expected) => {
    expect(isOnPlacementSecondChance({ ...learner, ...facts })).toBe(expected);
  });
});

describe('computePlacementGrade', () => {
  it.each([
    [0, 20, 0],
    [14, 20, 7],
    [13, 20, 6.5],
    [20, 20, 10],
    [2, 3, 6.67],
    [7, 9, 7.78],
    [1, 8, 1.25],
    [5, 0, 0],
  ])('%i de %i: nota %d', (rightAnswers, totalQuestions, grade) => {
    expect(computePlacementGrade({ rightAnswers, totalQuestions })).toBe(grade);
  });

  it('stays between 0 and 10 with at most two decimals', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((total) => fc.tuple(fc.integer({ min: 0, max: total }), fc.constant(total))),
        ([rightAnswers, totalQuestions]) => {
          const grade = computePlacementGrade({ rightAnswers, totalQuestions });
          expect(grade).toBeGreaterThanOrEqual(0);
          expect(grade).toBeLessThanOrEqual(10);
          expect(Math.round(grade * 100) / 100).toBe(grade);
        },
      ),
    );
  });
});

describe('gradePlacementAnswers', () => {
  const questions: GradableQuestion[] = [
    { id: 'q1', optionIds: ['a', 'b', 'c', 'd'], correctOptionId: 'b' },
    { id: 'q2', optionIds: ['e', 'f', 'g', 'h'], correctOptionId: 'e' },
    { id: 'q3', optionIds: ['i', 'j', 'k', 'l'], correctOptionId: 'l' },
  ];

  it('counts the right answers and grades them', () => {
    expect(gradePlacementAnswers({ questions, answers: { q1: 'b', q2: 'f', q3: 'l' } })).toEqual({
      ok: true,
      rightAnswers: 2,
      totalQuestions: 3,
      grade: 6.67,
    });
  });

  it('refuses an answer to a question outside the test', () => {
    expect(
      gradePlacementAnswers({ questions, answers: { q1: 'b', q2: 'e', q3: 'l', q9: 'a' } }),
    ).toEqual({ ok: false, problem: 'unknown-question', questionIds: ['q9'] });
  });

  it('refuses missing answers and names the questions', () => {
    expect(gradePlacementAnswers({ questions, answers: { q2: 'e' } })).toEqual({
      ok: false,
      problem: 'missing-answer',
      questionIds: ['q1', 'q3'],
    });
  });

  it('refuses an option of another question, or of none', () => {
    expect(gradePlacementAnswers({ questions, answers: { q1: 'e', q2: 'e', q3: 'zz' } })).toEqual({
      ok: false,
      problem: 'unknown-option',
      questionIds: ['q1', 'q3'],
    });
  });

  it('refuses to grade against an empty bank', () => {
    expect(gradePlacementAnswers({ questions: [], answers: {} })).toEqual({
      ok: false,
      problem: 'no-questions',
      questionIds: [],
    });
  });

  it('does not take inherited object keys for answers', () => {
    const answers = Object.create({ q1: 'b' }) as Record<string, string>;
    Object.assign(answers, { q2: 'e', q3: 'l' });
    expect(gradePlacementAnswers({ questions, answers })).toMatchObject({
      ok: false,
      problem: 'missing-answer',
      questionIds: ['q1'],
    });
  });
});
