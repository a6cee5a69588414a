// chai's checks on a collection's contents: include, length, properties, members and one of
// (chai-collection-messages.ts), through describeAssertion.
import { assert } from 'chai';
import { describe } from 'vitest';
import { type AssertionCase, translatesEach, untyped } from './chai-test-helpers';

/** [English from chai, its Portuguese], one row per common assert form. */
const CASES: AssertionCase[] = [
  ['include (array)', () => assert.include([1, 2], 3), 'Esperava que `[ 1, 2 ]` incluísse `3`'],
  ['include (string)', () => assert.include('abc', 'z'), "Esperava que `'abc'` incluísse `'z'`"],
  [
    'include (object)',
    () => assert.include({ a: 1 }, { a: 2 }),
    'Esperava que a propriedade `a` de `{ a: 1 }` valesse `2`, mas ela vale `1`',
  ],
  ['notInclude', () => assert.notInclude([1, 2], 2), 'Esperava que `[ 1, 2 ]` não incluísse `2`'],
  [
    'deepInclude',
    () => assert.deepInclude([{ a: 1 }], { a: 2 }),
    'Esperava que `[ { a: 1 } ]` incluísse `{ a: 2 }`',
  ],
  [
    'lengthOf',
    () => assert.lengthOf([1, 2], 3),
    'Esperava que `[ 1, 2 ]` tivesse comprimento `3`, mas tem `2`',
  ],
  [
    'lengthOf (string)',
    () => assert.lengthOf('ab', 3),
    "Esperava que `'ab'` tivesse comprimento `3`, mas tem `2`",
  ],
  [
    'lengthOf (Set)',
    () => assert.lengthOf(new Set([1]), 3),
    'Esperava que `Set{ 1 }` tivesse tamanho `3`, mas tem `1`',
  ],
  [
    'lengthOf (no length)',
    () => assert.lengthOf(5 as unknown as string, 3),
    'Esperava que `5` tivesse a propriedade `length`',
  ],
  [
    'property',
    () => assert.property({ a: 1 }, 'b'),
    'Esperava que `{ a: 1 }` tivesse a propriedade `b`',
  ],
  [
    'notProperty',
    () => assert.notProperty({ a: 1 }, 'a'),
    'Esperava que `{ a: 1 }` não tivesse a propriedade `a`',
  ],
  [
    'propertyVal',
    () => assert.propertyVal({ a: 1 }, 'a', 2),
    'Esperava que a propriedade `a` de `{ a: 1 }` valesse `2`, mas ela vale `1`',
  ],
  [
    'notPropertyVal',
    () => assert.notPropertyVal({ a: 1 }, 'a', 1),
    'Esperava que a propriedade `a` de `{ a: 1 }` não valesse `1`',
  ],
  [
    'deepPropertyVal',
    () => assert.deepPropertyVal({ a: { b: 1 } }, 'a', { b: 2 }),
    'Esperava que a propriedade `a` de `{ a: { b: 1 } }` valesse `{ b: 2 }`, mas ela vale `{ b: 1 }`',
  ],
  [
    'nestedProperty',
    () => assert.nestedProperty({ a: 1 }, 'a.b'),
    'Esperava que `{ a: 1 }` tivesse a propriedade `a.b`',
  ],
  [
    'ownProperty',
    () => untyped.ownProperty({ a: 1 }, 'b'),
    'Esperava que `{ a: 1 }` tivesse a propriedade própria `b`',
  ],
  [
    'sameMembers',
    () => assert.sameMembers([1, 2], [1, 3]),
    'Esperava os mesmos elementos de `[ 1, 3 ]`, em qualquer ordem, mas recebeu `[ 1, 2 ]`',
  ],
  [
    'sameDeepMembers',
    () => assert.sameDeepMembers([{ a: 1 }], [{ a: 2 }]),
    'Esperava os mesmos elementos de `[ { a: 2 } ]`, em qualquer ordem, mas recebeu `[ { a: 1 } ]`',
  ],
  [
    'sameOrderedMembers',
    () => assert.sameOrderedMembers([1, 2], [2, 1]),
    'Esperava os mesmos elementos de `[ 2, 1 ]`, na mesma ordem, mas recebeu `[ 1, 2 ]`',
  ],
  [
    'notSameMembers',
    () => untyped.notSameMembers([1, 2], [2, 1]),
    'Esperava elementos diferentes dos de `[ 2, 1 ]`, mas recebeu `[ 1, 2 ]`',
  ],
  [
    'includeMembers',
    () => assert.includeMembers([1, 2], [3]),
    'Esperava que `[ 1, 2 ]` contivesse todos os elementos de `[ 3 ]`',
  ],
  [
    'includeOrderedMembers',
    () => assert.includeOrderedMembers([1, 2], [2]),
    'Esperava que `[ 1, 2 ]` começasse com os elementos de `[ 2 ]`, na mesma ordem',
  ],
  [
    'oneOf',
    () => assert.oneOf(4, [1, 2, 3]),
    'Esperava um destes valores: `[ 1, 2, 3 ]`, mas recebeu `4`',
  ],
];

describe('describeAssertion', () => {
  translatesEach(CASES);
});
