import { describe, expect, it } from 'vitest';
import {
  getLearnerMenuItems,
  showsAdminMenuItem,
  showsCertificateOfParticipation,
  showsFreeTrialTag,
  showsUnlockContent,
} from './learner-menu';
import { ACCESS_LEVELS, type AccessLevel, type UserType } from './users';

describe('getLearnerMenuItems', () => {
  it('gives a complete-access student the base items, without admin or unlock', () => {
    expect(getLearnerMenuItems({ type: 'student', access: 'complete' })).toEqual([
      'learn',
      'settings',
      'certificate-of-participation',
      'help',
      'sign-out',
    ]);
  });

  it('shows the admin item to support, admin and super only', () => {
    for (const type of ['support', 'admin', 'super'] as const) {
      expect(getLearnerMenuItems({ type, access: 'complete' })).toContain('admin');
    }
    expect(getLearnerMenuItems({ type: 'student', access: 'complete' })).not.toContain('admin');
  });

  it('hides the participation certificate from national-access users', () => {
    for (const access of ['nacional', 'limited_nacional', 'complete_nacional'] as const) {
      expect(getLearnerMenuItems({ type: 'student', access })).not.toContain(
        'certificate-of-participation',
      );
    }
    expect(getLearnerMenuItems({ type: 'student', access: 'limited' })).toContain(
      'certificate-of-participation',
    );
  });

  it('adds the unlock-content link for limited access', () => {
    expect(getLearnerMenuItems({ type: 'student', access: 'limited' })).toEqual([
      'learn',
      'settings',
      'certificate-of-participation',
      'help',
      'unlock-content',
      'sign-out',
    ]);
  });
});

describe('showsUnlockContent', () => {
  it('is shown when access is neither complete nor national', () => {
    const shown = ACCESS_LEVELS.filter((access) => showsUnlockContent({ access }));
    expect(shown).toEqual(['blocked', 'limited', 'trilha-1', 'modular']);
  });
});

describe('showsFreeTrialTag', () => {
  it('is shown for limited access only', () => {
    const shown = ACCESS_LEVELS.filter((access) => showsFreeTrialTag({ access }));
    expect(shown).toEqual(['limited']);
  });
});

describe('the roles visibility decision table (docs/product/README.md)', () => {
  it.each<[string, AccessLevel, boolean, boolean]>([
    ['6 certificado de participação e desbloqueio: bloqueado', 'blocked', true, true],
    ['6 completo vê o certificado, sem desbloqueio', 'complete', true, false],
    ['6 limitado vê o certificado e o desbloqueio', 'limited', true, true],
    ['6 trilha-1 vê o certificado e o desbloqueio', 'trilha-1', true, true],
    ['6 modular vê o certificado e o desbloqueio', 'modular', true, true],
    ['6 nacional limitado: nenhum dos dois', 'limited_nacional', false, false],
    ['6 nacional completo: nenhum dos dois', 'complete_nacional', false, false],
    ['6 nacional: nenhum dos dois', 'nacional', false, false],
  ])('%s', (_case, access, certificate, unlock) => {
    expect(showsCertificateOfParticipation({ access })).toBe(certificate);
    expect(showsUnlockContent({ access })).toBe(unlock);
  });

  it.each<[string, UserType, boolean]>([
    ['6 item admin para super', 'super', true],
    ['6 item admin para admin', 'admin', true],
    ['6 item admin para suporte', 'support', true],
    ['6 estudante nunca vê o item admin', 'student', false],
  ])('%s', (_case, type, expected) => {
    expect(showsAdminMenuItem({ type })).toBe(expected);
  });
});
