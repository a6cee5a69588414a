// How the values chai printed are shown (chai-show.ts), through describeAssertion.
import { assert } from 'chai';
import { describe, expect, it } from 'vitest';
import { describeAssertion } from './chai-messages';
import { chaiMessage, soma, untyped } from './chai-test-helpers';

describe('describeAssertion', () => {
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
});
