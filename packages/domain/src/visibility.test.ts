import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, type AccessLevel, type RegistrationQuiz } from './users';
import {
  getDisplayedTrackText,
  getTrackLabel,
  showsCertificationArea,
  swapTrackForModule,
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

describe('swapTrackForModule and getDisplayedTrackText', () => {
  it.each([
    ['5 artigo e adjetivo invariável', 'Conclua a trilha atual', 'Conclua o módulo atual'],
    ['5 contração com demonstrativo', 'Nesta trilha você aprende', 'Neste módulo você aprende'],
    ['5 plural com artigo', 'Veja as trilhas', 'Veja os módulos'],
    ['5 cadeia de palavras', 'só as duas primeiras trilhas.', 'só os dois primeiros módulos.'],
    ['5 preposições', 'da trilha, na trilha, pela trilha', 'do módulo, no módulo, pelo módulo'],
    ['5 crase', 'Volte à trilha e às trilhas', 'Volte ao módulo e aos módulos'],
    ['5 crase maiúscula', 'À trilha', 'Ao módulo'],
    ['5 possessivo e indefinido', 'sua trilha, uma trilha', 'seu módulo, um módulo'],
    ['5 inicial maiúscula', 'A trilha tem oito fases', 'O módulo tem oito fases'],
    ['5 plural capitalizado', 'Trilhas disponíveis', 'Módulos disponíveis'],
    ['5 tudo maiúsculo', 'A TRILHA 2', 'O MÓDULO 2'],
    ['5 várias ocorrências', 'trilha 1 e Trilha 2', 'módulo 1 e Módulo 2'],
    ['5 palavra que não é determinante', 'Escolha qual trilha', 'Escolha qual módulo'],
    ['5 fim de palavra não é artigo', 'casa trilha', 'casa módulo'],
    [
      '5 slug com hífen fica',
      'projetos-de-certificacao-trilha-2',
      'projetos-de-certificacao-trilha-2',
    ],
    ['5 parte de outra palavra fica', 'trilhado', 'trilhado'],
    ['5 sem a palavra', 'a fase 3', 'a fase 3'],
  ])('%s', (_case, text, swapped) => {
    expect(swapTrackForModule(text)).toBe(swapped);
    expect(getDisplayedTrackText({ text, access: 'modular' })).toBe(swapped);
    expect(getDisplayedTrackText({ text, access: 'limited' })).toBe(swapped);
    expect(getDisplayedTrackText({ text, access: 'complete' })).toBe(text);
  });

  it('5 leaves no trilha and no feminine word before módulo, and changes nothing for other users', () => {
    const words = fc.constantFrom('trilha', 'Trilha', 'TRILHAS', 'fase', ' ', 'a', 'as', 'Nesta');
    fc.assert(
      fc.property(fc.array(words), fc.constantFrom(...ACCESS_LEVELS), (parts, access) => {
        const text = parts.join(' ');
        expect(swapTrackForModule(text).toLowerCase()).not.toContain('trilha');
        expect(swapTrackForModule(text).toLowerCase()).not.toMatch(/\b(a|as|nesta) módulo/);
        if (access !== 'modular' && access !== 'limited') {
          expect(getDisplayedTrackText({ text, access })).toBe(text);
        }
      }),
    );
  });
});
