import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, type AccessLevel, type RegistrationQuiz } from './users';
import {
  getDisplayedTrackText,
  getTrackLabel,
  replaceTrackWithModule,
  showsCertificationArea,
} from './visibility';

describe('showsCertificationArea', () => {
  it.each<[string, RegistrationQuiz | null, boolean, AccessLevel, string, boolean]>([
    ['6 quiz 1 com certificado de fundamentos', 1, true, 'blocked', '', true],
    ['6 quiz 1 sem certificado, sem source', 1, false, 'complete', '', false],
    ['6 quiz 2 com certificado, sem source', 2, true, 'complete', '', false],
    ['6 acesso não bloqueado com source', 2, false, 'limited', 'pagantes', true],
    ['6 acesso bloqueado com source', null, false, 'blocked', 'pagantes', false],
    ['6 acesso não bloqueado sem source', null, false, 'nacional', '', false],
  ])(
    '%s',
    (_case, registrationQuiz, isFundamentosDaProgramacaoFrontEndCert, access, source, expected) => {
      expect(
        showsCertificationArea({
          registrationQuiz,
          isFundamentosDaProgramacaoFrontEndCert,
          access,
          source,
        }),
      ).toBe(expected);
    },
  );
});

describe('getTrackLabel', () => {
  it.each<[AccessLevel, string]>([
    ['modular', 'módulo'],
    ['limited', 'módulo'],
    ['complete', 'trilha'],
    ['limited_nacional', 'trilha'],
    ['trilha-1', 'trilha'],
  ])('5 rótulo para %s: %s', (access, label) => {
    expect(getTrackLabel({ access })).toBe(label);
  });
});

describe('replaceTrackWithModule and getDisplayedTrackText', () => {
  it.each([
    ['5 minúsculas', 'Conclua a trilha atual', 'Conclua a módulo atual'],
    ['5 inicial maiúscula e plural', 'Trilhas disponíveis', 'Módulos disponíveis'],
    ['5 tudo maiúsculo', 'TRILHA 2', 'MÓDULO 2'],
    ['5 várias ocorrências', 'trilha 1 e Trilha 2', 'módulo 1 e Módulo 2'],
    ['5 sem a palavra', 'Fase 3', 'Fase 3'],
  ])('%s', (_case, text, swapped) => {
    expect(replaceTrackWithModule(text)).toBe(swapped);
    expect(getDisplayedTrackText({ text, access: 'modular' })).toBe(swapped);
    expect(getDisplayedTrackText({ text, access: 'limited' })).toBe(swapped);
    expect(getDisplayedTrackText({ text, access: 'complete' })).toBe(text);
  });

  it('5 leaves no trilha behind and changes nothing for other users', () => {
    const words = fc.constantFrom('trilha', 'Trilha', 'TRILHAS', 'fase', ' ', 'módulo', 'a');
    fc.assert(
      fc.property(fc.array(words), fc.constantFrom(...ACCESS_LEVELS), (parts, access) => {
        const text = parts.join('');
        expect(replaceTrackWithModule(text).toLowerCase()).not.toContain('trilha');
        if (access !== 'modular' && access !== 'limited') {
          expect(getDisplayedTrackText({ text, access })).toBe(text);
        }
      }),
    );
  });
});
