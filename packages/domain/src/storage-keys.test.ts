import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getUtmStorageKey, isValidStoreNamespace } from './storage-keys';

describe('isValidStoreNamespace', () => {
  it.each([
    { spec: '5 letras', namespace: 'escola', valid: true },
    {
      spec: '5 letras maiúsculas, dígitos, sublinhado e hífen',
      namespace: 'Escola_2-B',
      valid: true,
    },
    { spec: '5 vazio', namespace: '', valid: false },
    { spec: '5 dois-pontos', namespace: 'escola:utm', valid: false },
    { spec: '5 espaço', namespace: 'escola b', valid: false },
    { spec: '5 ponto', namespace: 'escola.b', valid: false },
    { spec: '5 letra acentuada', namespace: 'ação', valid: false },
  ])('$spec', ({ namespace, valid }) => {
    expect(isValidStoreNamespace(namespace)).toBe(valid);
  });

  it('5 válido se e somente se só tem letras, dígitos, sublinhado e hífen', () => {
    const allowed = /^[A-Za-z0-9_-]$/;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1 }), (namespace) => {
        const expected = [...namespace].every((character) => allowed.test(character));
        expect(isValidStoreNamespace(namespace)).toBe(expected);
      }),
    );
  });
});

describe('getUtmStorageKey', () => {
  it('9 chave {produto}:utm', () => {
    expect(getUtmStorageKey({ product: 'escola' })).toBe('escola:utm');
  });

  it('5 produto que não é um namespace válido', () => {
    expect(() => getUtmStorageKey({ product: 'escola:x' })).toThrow(
      new TypeError('Invalid store namespace: "escola:x"'),
    );
  });
});
