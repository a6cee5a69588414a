// chai's equality, value, comparison and regular-expression checks (chai-equality-messages.ts),
// through describeAssertion.
import { assert } from 'chai';
import { describe } from 'vitest';
import { type AssertionCase, translatesEach, untyped } from './chai-test-helpers';

/** [English from chai, its Portuguese], one row per common assert form. */
const CASES: AssertionCase[] = [
  ['equal', () => assert.equal('ana', 'Ana'), "Esperava `'Ana'`, mas recebeu `'ana'`"],
  ['strictEqual', () => untyped.strictEqual(1, '1'), "Esperava `'1'`, mas recebeu `1`"],
  [
    'deepEqual',
    () => assert.deepEqual([1, 2, 3], [1, 2]),
    'Esperava `[ 1, 2 ]`, mas recebeu `[ 1, 2, 3 ]`',
  ],
  [
    'deepStrictEqual',
    () => assert.deepStrictEqual({ a: 1, b: { c: [1, 2] } }, { a: 1 }),
    'Esperava `{ a: 1 }`, mas recebeu `{ a: 1, b: { c: [ 1, 2 ] } }`',
  ],
  ['notEqual', () => assert.notEqual(1, 1), 'Esperava um valor diferente de `1`, mas recebeu `1`'],
  [
    'notStrictEqual',
    () => assert.notStrictEqual('a', 'a'),
    "Esperava um valor diferente de `'a'`, mas recebeu `'a'`",
  ],
  [
    'notDeepEqual',
    () => assert.notDeepEqual([1], [1]),
    'Esperava um valor diferente de `[ 1 ]`, mas recebeu `[ 1 ]`',
  ],
  ['isTrue', () => assert.isTrue(false), 'Esperava `true`, mas recebeu `false`'],
  ['isFalse', () => assert.isFalse(1), 'Esperava `false`, mas recebeu `1`'],
  ['isOk', () => assert.isOk(0), 'Esperava um valor verdadeiro (truthy), mas recebeu `0`'],
  [
    'isNotOk',
    () => assert.isNotOk('a'),
    "Esperava um valor falso (falsy), como `false`, `0`, `''`, `null` ou `undefined`, mas recebeu `'a'`",
  ],
  ['isNull', () => assert.isNull(1), 'Esperava `null`, mas recebeu `1`'],
  [
    'isNotNull',
    () => assert.isNotNull(null),
    'Esperava um valor diferente de `null`, mas recebeu `null`',
  ],
  ['isUndefined', () => assert.isUndefined('x'), "Esperava `undefined`, mas recebeu `'x'`"],
  [
    'isDefined',
    () => assert.isDefined(undefined),
    'Esperava um valor diferente de `undefined`, mas recebeu `undefined`',
  ],
  [
    'exists',
    () => assert.exists(null),
    'Esperava um valor (diferente de `null` e de `undefined`), mas recebeu `null`',
  ],
  ['notExists', () => assert.notExists(1), 'Esperava `null` ou `undefined`, mas recebeu `1`'],
  ['isNaN', () => assert.isNaN(1), 'Esperava `NaN`, mas recebeu `1`'],
  [
    'match',
    () => assert.match('abc', /z/),
    "Esperava que `'abc'` combinasse com a expressão regular `/z/`",
  ],
  [
    'notMatch',
    () => assert.notMatch('abc', /a/i),
    "Esperava que `'abc'` não combinasse com a expressão regular `/a/i`",
  ],
  ['isAbove', () => assert.isAbove(1, 2), 'Esperava um valor maior que `2`, mas recebeu `1`'],
  ['isBelow', () => assert.isBelow(3, 2), 'Esperava um valor menor que `2`, mas recebeu `3`'],
  [
    'isAtLeast',
    () => assert.isAtLeast(1, 2),
    'Esperava um valor maior ou igual a `2`, mas recebeu `1`',
  ],
  [
    'isAtMost',
    () => assert.isAtMost(3, 2),
    'Esperava um valor menor ou igual a `2`, mas recebeu `3`',
  ],
  [
    'approximately',
    () => assert.approximately(1.5, 1, 0.1),
    'Esperava um número próximo de `1` (diferença de no máximo `0.1`), mas recebeu `1.5`',
  ],
  [
    'closeTo',
    () => assert.closeTo(0.30000000000000004, 0.4, 0.01),
    'Esperava um número próximo de `0.4` (diferença de no máximo `0.01`), mas recebeu `0.30000000000000004`',
  ],
  ['isEmpty', () => assert.isEmpty([1]), 'Esperava um valor vazio, mas recebeu `[ 1 ]`'],
  ['isEmpty (string)', () => assert.isEmpty('a'), "Esperava um valor vazio, mas recebeu `'a'`"],
  [
    'isNotEmpty',
    () => assert.isNotEmpty([]),
    'Esperava um valor que não estivesse vazio, mas recebeu `[]`',
  ],
  [
    'isNotEmpty (object)',
    () => assert.isNotEmpty({}),
    'Esperava um valor que não estivesse vazio, mas recebeu `{}`',
  ],
];

describe('describeAssertion', () => {
  translatesEach(CASES);
});
