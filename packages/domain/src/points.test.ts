import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORRECT_ANSWER_POINTS } from './constants';
import { CORRECT_ANSWER_MESSAGE } from './messages';
import { computePoints, getPointsAfterCorrectAnswer } from './points';

describe('computePoints', () => {
  it.each([
    { spec: '9 pontos iniciais: nenhum desafio concluído', completedCount: 0, points: 50 },
    { spec: '9 + 10 por desafio concluído: um desafio', completedCount: 1, points: 60 },
    { spec: '9 + 10 por desafio concluído: 37 desafios', completedCount: 37, points: 420 },
  ])('$spec', ({ completedCount, points }) => {
    expect(computePoints({ completedCount })).toBe(points);
  });

  it('9 cada desafio concluído vale exatamente 10 pontos a mais', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (completedCount) => {
        expect(computePoints({ completedCount: completedCount + 1 })).toBe(
          computePoints({ completedCount }) + 10,
        );
      }),
    );
  });
});

describe('getPointsAfterCorrectAnswer', () => {
  it.each([
    { spec: '9 resposta correta: + 10 pontos', points: 60, alreadyCompleted: false, after: 70 },
    {
      spec: '9 resposta correta de desafio já concluído',
      points: 60,
      alreadyCompleted: true,
      after: 60,
    },
  ])('$spec', ({ points, alreadyCompleted, after }) => {
    expect(getPointsAfterCorrectAnswer({ points, alreadyCompleted })).toBe(after);
  });

  it('8 a mensagem de resposta correta anuncia os pontos que a resposta vale', () => {
    expect(CORRECT_ANSWER_MESSAGE).toBe(
      `Parabéns, resposta correta! + ${CORRECT_ANSWER_POINTS} pontos`,
    );
  });

  it('9 responder certo um desafio novo equivale a concluí-lo', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (completedCount) => {
        const points = computePoints({ completedCount });
        expect(getPointsAfterCorrectAnswer({ points, alreadyCompleted: false })).toBe(
          computePoints({ completedCount: completedCount + 1 }),
        );
      }),
    );
  });
});
