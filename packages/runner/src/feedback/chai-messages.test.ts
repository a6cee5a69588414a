import { assert } from 'chai';
import { describe, expect, it } from 'vitest';
import { describeAssertion } from './chai-messages';

/** The message chai's assertion throws, as the test worker reports it (message, else name). */
const chaiMessage = (assertion: () => void) => {
  try {
    assertion();
  } catch (error) {
    if (error instanceof Error) return error.message || error.name;
    throw error;
  }
  throw new Error('the assertion passed');
};

/** chai itself, for calls its type declarations (chai 4's) do not allow: values of two types. */
const untyped = assert as unknown as Record<
  'strictEqual' | 'deepEqual' | 'ownProperty' | 'notSameMembers',
  (...values: unknown[]) => void
>;

const throwing = (error: unknown) => () => {
  throw error;
};
function soma() {}
class Pessoa {
  nome = 'Ana';
}

/** [English from chai, its Portuguese], one row per common assert form. */
const CASES: [string, () => void, string][] = [
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
  ['isNaN', () => assert.isNaN(1), 'Esperava `NaN`, mas recebeu `1`'],
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
    'match',
    () => assert.match('abc', /z/),
    "Esperava que `'abc'` combinasse com a expressão regular `/z/`",
  ],
  [
    'notMatch',
    () => assert.notMatch('abc', /a/i),
    "Esperava que `'abc'` não combinasse com a expressão regular `/a/i`",
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
    'isAbove (not a number)',
    () => assert.isAbove('a' as unknown as number, 2),
    "Esperava um número ou uma data, mas recebeu `'a'`",
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
  [
    'oneOf',
    () => assert.oneOf(4, [1, 2, 3]),
    'Esperava um destes valores: `[ 1, 2, 3 ]`, mas recebeu `4`',
  ],
  ['assert.fail()', () => assert.fail(), 'O teste falhou'],
  ['assert(false)', () => assert(false), 'O teste falhou'],
];

describe('describeAssertion', () => {
  it.each(CASES)('translates %s', (_name, assertion, portuguese) => {
    expect(describeAssertion(chaiMessage(assertion))).toBe(portuguese);
  });

  it('translates the example of the brief word for word', () => {
    expect(describeAssertion("expected 'ana' to equal 'Ana'")).toBe(
      "Esperava `'Ana'`, mas recebeu `'ana'`",
    );
  });

  it("keeps the test's own message and translates chai's part", () => {
    expect(describeAssertion(chaiMessage(() => assert.equal(1, 2, 'minha mensagem')))).toBe(
      'minha mensagem: Esperava `2`, mas recebeu `1`',
    );
    expect(
      describeAssertion(chaiMessage(() => assert.isTrue(false, 'O botão deve estar ativo'))),
    ).toBe('O botão deve estar ativo: Esperava `true`, mas recebeu `false`');
    expect(
      describeAssertion(
        chaiMessage(() => assert.throws(() => undefined, TypeError, undefined, 'lance')),
      ),
    ).toBe('lance: Esperava que a função lançasse `TypeError`, mas nenhum erro foi lançado');
  });

  it("keeps a test's own message that looks like chai's, colons included", () => {
    const own = 'Nota: expected 1 to equal 2';
    expect(describeAssertion(chaiMessage(() => assert.strictEqual(3, 4, own)))).toBe(
      `${own}: Esperava \`4\`, mas recebeu \`3\``,
    );
    expect(describeAssertion(chaiMessage(() => assert.isTrue(0, 'expected 5: ok')))).toBe(
      'expected 5: ok: Esperava `true`, mas recebeu `0`',
    );
  });

  it("finds the values when strings hold chai's own words", () => {
    expect(describeAssertion(chaiMessage(() => assert.strictEqual('a to equal b', 'c')))).toBe(
      "Esperava `'c'`, mas recebeu `'a to equal b'`",
    );
    expect(describeAssertion(chaiMessage(() => assert.strictEqual("x' to equal 'y", 'z')))).toBe(
      "Esperava `'z'`, mas recebeu `'x\\' to equal \\'y'`",
    );
    expect(
      describeAssertion(chaiMessage(() => assert.equal('x: expected 1 to equal 2', 'y'))),
    ).toBe("Esperava `'y'`, mas recebeu `'x: expected 1 to equal 2'`");
    expect(
      describeAssertion(chaiMessage(() => assert.deepEqual(['] to deeply equal ['], []))),
    ).toBe("Esperava `[]`, mas recebeu `[ '] to deeply equal [' ]`");
    expect(describeAssertion(chaiMessage(() => assert.include('to include', 'to be true')))).toBe(
      "Esperava que `'to include'` incluísse `'to be true'`",
    );
    expect(
      describeAssertion(chaiMessage(() => assert.propertyVal({ b: 'of 2, but got 1' }, 'b', 'x'))),
    ).toBe(
      "Esperava que a propriedade `b` de `{ b: 'of 2, but got 1' }` valesse `'x'`, mas ela vale `'of 2, but got 1'`",
    );
  });

  it('shows values the way chai prints them, truncated ones included', () => {
    expect(
      describeAssertion(
        chaiMessage(() =>
          assert.deepEqual(
            Array.from({ length: 20 }, (_, i) => i),
            [],
          ),
        ),
      ),
    ).toBe('Esperava `[]`, mas recebeu `[ Array(20) ]`');
    const long = { nome: 'Ana Maria da Silva', idade: 30, cidade: 'Recife' };
    expect(describeAssertion(chaiMessage(() => untyped.deepEqual(long, {})))).toBe(
      "Esperava `{}`, mas recebeu `{ nome: 'Ana Maria da Silva', …(2) }`",
    );
    expect(describeAssertion(chaiMessage(() => assert.equal('a'.repeat(60), 'b')))).toBe(
      `Esperava \`'b'\`, mas recebeu \`'${'a'.repeat(37)}…'\``,
    );
    expect(
      describeAssertion(chaiMessage(() => assert.deepEqual(new Map([['a', { b: 1 }]]), new Map()))),
    ).toBe("Esperava `Map{}`, mas recebeu `Map{ 'a' => { b: 1 } }`");
    expect(describeAssertion(chaiMessage(() => untyped.strictEqual(soma, 1)))).toBe(
      'Esperava `1`, mas recebeu `[Function soma]`',
    );
    expect(describeAssertion(chaiMessage(() => untyped.strictEqual(new Error('falhou'), 1)))).toBe(
      'Esperava `1`, mas recebeu `Error: falhou`',
    );
    expect(describeAssertion(chaiMessage(() => untyped.deepEqual(new Date(0), 1)))).toBe(
      'Esperava `1`, mas recebeu `1970-01-01T00:00:00.000Z`',
    );
    expect(describeAssertion(chaiMessage(() => untyped.strictEqual(10n, 1)))).toBe(
      'Esperava `1`, mas recebeu `10n`',
    );
    expect(describeAssertion(chaiMessage(() => untyped.strictEqual(Symbol('x'), 1)))).toBe(
      'Esperava `1`, mas recebeu `Symbol(x)`',
    );
    expect(describeAssertion(chaiMessage(() => assert.strictEqual('a`b', 'c')))).toBe(
      "Esperava `'c'`, mas recebeu `` 'a`b' ``",
    );
  });

  it("writes zero as 0, not as chai's +0, except inside strings", () => {
    expect(describeAssertion(chaiMessage(() => assert.deepEqual([0, -0, 10, '+0'], [])))).toBe(
      "Esperava `[]`, mas recebeu `[ 0, -0, 10, '+0' ]`",
    );
    expect(describeAssertion(chaiMessage(() => assert.deepEqual({ a: 0, b: 1.5 }, {})))).toBe(
      'Esperava `{}`, mas recebeu `{ a: 0, b: 1.5 }`',
    );
  });

  it('recognises an uncaught assertion named first, as a page error event reports it', () => {
    expect(describeAssertion("Uncaught AssertionError: expected 'ana' to equal 'Ana'")).toBe(
      "Esperava `'Ana'`, mas recebeu `'ana'`",
    );
  });

  it('falls back to outer delimiters for strings printed without escapes', () => {
    expect(describeAssertion("expected 'it's' to equal 'its'")).toBe(
      "Esperava `'its'`, mas recebeu `'it's'`",
    );
    expect(describeAssertion("expected [ 'it's' ] to deeply equal []")).toBe(
      "Esperava `[]`, mas recebeu `[ 'it's' ]`",
    );
  });

  it('returns null for texts that are not one of its assertion messages', () => {
    const keys = chaiMessage(() => assert.hasAllKeys({ a: 1 }, ['a', 'b']));
    for (const text of [
      keys,
      'Não encontramos a variável precoMeia.',
      'expected',
      'expected 1 to equal',
      'expected 1 to equal 2 and more',
      'expected to equal 2',
      'x is not defined',
      '',
    ]) {
      expect(describeAssertion(text)).toBeNull();
    }
  });
});
