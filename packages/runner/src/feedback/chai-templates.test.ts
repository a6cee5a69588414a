// Matching a message whole (chai-templates.ts): a string that holds chai's own words cannot cut
// it, through describeAssertion.
import { assert } from 'chai';
import { describe, expect, it } from 'vitest';
import { describeAssertion } from './chai-messages';
import { chaiMessage } from './chai-test-helpers';

describe('describeAssertion', () => {
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
});
