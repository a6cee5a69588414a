// chai's throws and doesNotThrow (chai-throws-messages.ts), through describeAssertion.
import { assert } from 'chai';
import { describe } from 'vitest';
import { type AssertionCase, soma, translatesEach } from './chai-test-helpers';

const throwing = (error: unknown) => () => {
  throw error;
};

/** [English from chai, its Portuguese], one row per common assert form. */
const CASES: AssertionCase[] = [
  [
    'throws',
    () => assert.throws(() => undefined),
    'Esperava que a função lançasse um erro, mas nenhum erro foi lançado',
  ],
  [
    'throws (named function)',
    () => assert.throws(soma),
    'Esperava que a função `soma` lançasse um erro, mas nenhum erro foi lançado',
  ],
  [
    'throws (a type, none thrown)',
    () => assert.throws(() => undefined, TypeError),
    'Esperava que a função lançasse `TypeError`, mas nenhum erro foi lançado',
  ],
  [
    'throws (another type thrown)',
    () => assert.throws(throwing(new RangeError('x')), TypeError),
    'Esperava que a função lançasse `TypeError`, mas foi lançado `RangeError: x`',
  ],
  [
    'throws (message)',
    () => assert.throws(throwing(new Error('a')), 'b'),
    'Esperava que a função lançasse um erro com a mensagem contendo `b`, mas a mensagem foi `a`',
  ],
  [
    'throws (pattern)',
    () => assert.throws(throwing(new Error('a')), /b/),
    'Esperava que a função lançasse um erro com a mensagem combinando com `/b/`, mas a mensagem foi `a`',
  ],
  [
    'doesNotThrow',
    () => assert.doesNotThrow(throwing(new Error('a'))),
    'Esperava que a função não lançasse nenhum erro, mas foi lançado `Error: a`',
  ],
  [
    'doesNotThrow (a type)',
    () => assert.doesNotThrow(throwing(new TypeError('a')), TypeError),
    'Esperava que a função não lançasse `TypeError`, mas foi lançado `TypeError: a`',
  ],
];

describe('describeAssertion', () => {
  translatesEach(CASES);
});
