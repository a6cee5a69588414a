import { describe, expect, it } from 'vitest';
import { CHECKPOINTS, CHECKPOINT_CHALLENGE_IDS } from './checkpoints';
import { getNationalCertificateModal, getNationalTrailStages } from './national-trail';
import type { RegistrationQuiz } from './users';

describe('getNationalTrailStages', () => {
  it.each<[string, RegistrationQuiz | null, number, string]>([
    ['2 primeira variante do quiz: quatro etapas', 1, 4, CHECKPOINT_CHALLENGE_IDS.first],
    ['2 segunda variante do quiz: sem a primeira etapa', 2, 3, CHECKPOINT_CHALLENGE_IDS.second],
    ['2 sem variante: quatro etapas', null, 4, CHECKPOINT_CHALLENGE_IDS.first],
  ])('%s', (_case, registrationQuiz, count, firstId) => {
    const stages = getNationalTrailStages({ registrationQuiz });
    expect(stages).toHaveLength(count);
    expect(stages[0]?.challengeId).toBe(firstId);
    expect(stages.at(-1)).toBe(CHECKPOINTS[3]);
  });
});

describe('getNationalCertificateModal', () => {
  it.each<[string, RegistrationQuiz | null, string, number | null, boolean]>([
    [
      '2 variante 1, primeira etapa: próximo certificado',
      1,
      CHECKPOINT_CHALLENGE_IDS.first,
      0,
      false,
    ],
    ['2 variante 1, terceira etapa', 1, CHECKPOINT_CHALLENGE_IDS.third, 2, false],
    ['2 variante 1, última etapa: jornada concluída', 1, CHECKPOINT_CHALLENGE_IDS.fourth, 3, true],
    ['2 variante 2, segunda etapa é a primeira', 2, CHECKPOINT_CHALLENGE_IDS.second, 0, false],
    ['2 variante 2, última etapa: jornada concluída', 2, CHECKPOINT_CHALLENGE_IDS.fourth, 2, true],
    ['2 variante 2, primeira etapa não faz parte', 2, CHECKPOINT_CHALLENGE_IDS.first, null, false],
    ['2 desafio comum: sem modal', 1, 'desafio-comum', null, false],
  ])('%s', (_case, registrationQuiz, challengeId, index, isJourneyCompleted) => {
    const modal = getNationalCertificateModal({ registrationQuiz, challengeId });
    if (index === null) {
      expect(modal).toBeNull();
      return;
    }
    expect(modal).toEqual({
      stages: getNationalTrailStages({ registrationQuiz }),
      completedStageIndex: index,
      isJourneyCompleted,
    });
  });
});
