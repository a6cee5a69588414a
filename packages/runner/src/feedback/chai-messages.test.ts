// describeAssertion, the entry point: assert.fail() and assert(false), a test's own message kept
// before chai's part, an uncaught assertion's prefix, the lenient reading and what it leaves alone.
// Each assertion family has its own file (chai-equality-messages.test.ts and the like).
import { assert } from 'chai';
import { describe, expect, it } from 'vitest';
import { describeAssertion } from './chai-messages';
import { type AssertionCase, chaiMessage, translatesEach } from './chai-test-helpers';

/** [English from chai, its Portuguese]: the assertions chai gives no message of its own. */
const CASES: AssertionCase[] = [
  ['assert.fail()', () => assert.fail(), 'O teste falhou'],
  ['assert(false)', () => assert(false), 'O teste falhou'],
];

describe('describeAssertion', () => {
  translatesEach(CASES);

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
