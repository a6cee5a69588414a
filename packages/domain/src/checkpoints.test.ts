import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKPOINTS,
  CHECKPOINT_CHALLENGE_IDS,
  compareCurriculumPositions,
  findCheckpointByChallengeId,
  getCheckpointIndex,
  isBeyondCheckpoint,
  isCheckpoint,
  type CurriculumPosition,
} from './checkpoints';

const position = (
  superOrder: number,
  phaseOrder: number,
  order: number,
  challengeOrder: number,
): CurriculumPosition => ({ superOrder, phaseOrder, order, challengeOrder });

describe('CHECKPOINTS', () => {
  it.each([
    [0, CHECKPOINT_CHALLENGE_IDS.first, '1ª matrícula', position(0, 1, 1, 1)],
    [1, CHECKPOINT_CHALLENGE_IDS.second, '2ª matrícula', position(2, 7, 120, 1)],
    [2, CHECKPOINT_CHALLENGE_IDS.third, '3ª matrícula', position(3, 3, 177, 1)],
    [3, CHECKPOINT_CHALLENGE_IDS.fourth, '4ª matrícula', position(3, 7, 201, 1)],
  ])('3 checkpoint %i: %s', (index, challengeId, certificateName, expected) => {
    expect(CHECKPOINTS[index]).toMatchObject({ challengeId, certificateName, ...expected });
  });

  it('3 names the certificate topic of each checkpoint', () => {
    expect(CHECKPOINTS.map((checkpoint) => checkpoint.topic)).toEqual([
      'Fundamentos da programação front-end',
      'Desenvolvedor front-end com React',
      'Navegação e interatividade avançada em React',
      'React com rotas e interações web',
    ]);
  });

  it('has four entries with distinct ids, in curriculum order', () => {
    expect(new Set(CHECKPOINTS.map((checkpoint) => checkpoint.challengeId)).size).toBe(4);
    for (let index = 1; index < CHECKPOINTS.length; index += 1) {
      const [left, right] = [CHECKPOINTS[index - 1], CHECKPOINTS[index]];
      expect(left && right && compareCurriculumPositions({ left, right })).toBeLessThan(0);
    }
  });
});

describe('isCheckpoint', () => {
  it.each([
    ['5 primeiro checkpoint', position(0, 1, 1, 1), true],
    ['5 segundo checkpoint', position(2, 7, 120, 1), true],
    ['5 terceiro checkpoint', position(3, 3, 177, 1), true],
    ['5 quarto checkpoint', position(3, 7, 201, 1), true],
    ['5 superOrder diferente', position(1, 1, 1, 1), false],
    ['5 phaseOrder diferente', position(0, 2, 1, 1), false],
    ['5 order diferente', position(0, 1, 2, 1), false],
    ['5 challengeOrder diferente', position(0, 1, 1, 2), false],
    ['5 mistura de dois checkpoints', position(3, 7, 177, 1), false],
  ])('%s', (_case, candidate, expected) => {
    expect(isCheckpoint(candidate)).toBe(expected);
  });
});

describe('findCheckpointByChallengeId and getCheckpointIndex', () => {
  it.each([
    ['5 primeiro', CHECKPOINT_CHALLENGE_IDS.first, 0],
    ['5 segundo', CHECKPOINT_CHALLENGE_IDS.second, 1],
    ['5 terceiro', CHECKPOINT_CHALLENGE_IDS.third, 2],
    ['5 quarto', CHECKPOINT_CHALLENGE_IDS.fourth, 3],
    ['5 desafio comum', 'desafio-comum', -1],
    ['5 id vazio', '', -1],
  ])('%s', (_case, challengeId, index) => {
    expect(getCheckpointIndex(challengeId)).toBe(index);
    expect(findCheckpointByChallengeId(challengeId)).toBe(index === -1 ? null : CHECKPOINTS[index]);
  });
});

describe('compareCurriculumPositions and isBeyondCheckpoint', () => {
  const checkpoint = position(0, 1, 1, 1);

  it.each([
    ['igual ao checkpoint', position(0, 1, 1, 1), false],
    ['desafio seguinte do bloco', position(0, 1, 1, 2), true],
    ['bloco seguinte', position(0, 1, 2, 0), true],
    ['fase seguinte', position(0, 2, 0, 0), true],
    ['trilha seguinte', position(1, 0, 0, 0), true],
    ['desafio anterior', position(0, 1, 1, 0), false],
    ['fase anterior com order maior', position(0, 0, 9, 9), false],
  ])('5.6 %s', (_case, candidate, expected) => {
    expect(isBeyondCheckpoint({ position: candidate, checkpoint })).toBe(expected);
  });

  it('is a total order: antisymmetric and zero exactly on equal positions', () => {
    const arbitraryPosition = fc.record({
      superOrder: fc.integer({ min: 0, max: 3 }),
      phaseOrder: fc.integer({ min: 0, max: 9 }),
      order: fc.integer({ min: 0, max: 250 }),
      challengeOrder: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(arbitraryPosition, arbitraryPosition, (left, right) => {
        const forward = compareCurriculumPositions({ left, right });
        const backward = compareCurriculumPositions({ left: right, right: left });
        // Opposite signs; `+ 0` turns -0 into 0 (toBe compares with Object.is).
        expect(Math.sign(forward)).toBe(-Math.sign(backward) + 0);
        expect(forward === 0).toBe(JSON.stringify(left) === JSON.stringify(right));
      }),
    );
  });
});
