// chai's type and instance checks (chai-type-messages.ts), through describeAssertion.
import { assert } from 'chai';
import { describe } from 'vitest';
import { type AssertionCase, soma, translatesEach } from './chai-test-helpers';

class Pessoa {
  nome = 'Ana';
}

/** [English from chai, its Portuguese], one row per common assert form. */
const CASES: AssertionCase[] = [
  ['typeOf', () => assert.typeOf(1, 'string'), 'Esperava um texto (`string`), mas recebeu `1`'],
  [
    'notTypeOf',
    () => assert.notTypeOf('x', 'string'),
    "Esperava um valor que não fosse um texto (`string`), mas recebeu `'x'`",
  ],
  ['isString', () => assert.isString(1), 'Esperava um texto (`string`), mas recebeu `1`'],
  ['isNumber', () => assert.isNumber('1'), "Esperava um número, mas recebeu `'1'`"],
  ['isFunction', () => assert.isFunction(1), 'Esperava uma função, mas recebeu `1`'],
  [
    'isNotFunction',
    () => assert.isNotFunction(soma),
    'Esperava um valor que não fosse uma função, mas recebeu `[Function soma]`',
  ],
  ['isArray', () => assert.isArray({}), 'Esperava um array, mas recebeu `{}`'],
  ['isObject', () => assert.isObject([]), 'Esperava um objeto, mas recebeu `[]`'],
  [
    'isBoolean',
    () => assert.isBoolean('x'),
    "Esperava um booleano (`true` ou `false`), mas recebeu `'x'`",
  ],
  [
    'isFinite',
    () => assert.isFinite(Infinity),
    'Esperava um número finito, mas recebeu `Infinity`',
  ],
  [
    'typeOf (a type without a name of ours)',
    () => assert.typeOf(1, 'weakmap'),
    'Esperava um valor do tipo `weakmap`, mas recebeu `1`',
  ],
  [
    'typeOf (a name from the prototype)',
    () => assert.typeOf(1, 'constructor'),
    'Esperava um valor do tipo `constructor`, mas recebeu `1`',
  ],
  [
    'instanceOf',
    () => assert.instanceOf({}, Array),
    'Esperava uma instância de `Array`, mas recebeu `{}`',
  ],
  [
    'instanceOf (a class)',
    () => assert.instanceOf([], Pessoa),
    'Esperava uma instância de `Pessoa`, mas recebeu `[]`',
  ],
  [
    'notInstanceOf',
    () => assert.notInstanceOf(new Pessoa(), Pessoa),
    "Esperava um valor que não fosse instância de `Pessoa`, mas recebeu `Pessoa{ nome: 'Ana' }`",
  ],
  [
    'isAbove (not a number)',
    () => assert.isAbove('a' as unknown as number, 2),
    "Esperava um número ou uma data, mas recebeu `'a'`",
  ],
];

describe('describeAssertion', () => {
  translatesEach(CASES);
});
