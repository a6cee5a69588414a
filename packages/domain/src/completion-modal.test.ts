import { describe, expect, it } from 'vitest';
import { CHECKPOINT_CHALLENGE_IDS } from './checkpoints';
import { getCompletionModal, type CompletionModal } from './completion-modal';
import type { AccessLevel, RegistrationQuiz } from './users';

describe('getCompletionModal', () => {
  it.each<[string, string, AccessLevel, RegistrationQuiz | null, string, number, CompletionModal]>([
    [
      '4 certificado nacional',
      'nacional-ba',
      'nacional',
      1,
      CHECKPOINT_CHALLENGE_IDS.second,
      3,
      'nacionalCertificate',
    ],
    [
      '4 primeira etapa não é certificado na variante 2',
      'nacional-ba',
      'nacional',
      2,
      CHECKPOINT_CHALLENGE_IDS.first,
      3,
      'completion',
    ],
    [
      '4 checkpoint de usuário não nacional',
      'pagantes',
      'complete',
      1,
      CHECKPOINT_CHALLENGE_IDS.second,
      3,
      'completion',
    ],
    ['4 limitado no índice 10', 'pagantes', 'limited', null, 'desafio', 10, 'limitedAccess'],
    ['4 limitado no índice 9', 'pagantes', 'limited', null, 'desafio', 9, 'completion'],
    ['4 modular no índice 10', 'pagantes', 'modular', null, 'desafio', 10, 'completion'],
    ['4 desafio comum', 'nacional-ba', 'nacional', 1, 'desafio', 10, 'completion'],
  ])('%s', (_case, group, access, registrationQuiz, id, indexInSuperBlock, expected) => {
    expect(
      getCompletionModal({
        user: { group, access, registrationQuiz },
        challenge: { id, indexInSuperBlock },
      }),
    ).toBe(expected);
  });
});
