// Helpers of the chai message tests (chai-*.test.ts): the message chai's assertion throws, chai
// called with values its type declarations refuse, and the table test every assertion family runs.
import { assert } from 'chai';
import { expect, it } from 'vitest';
import { describeAssertion } from './chai-messages';

/** The message chai's assertion throws, as the test worker reports it (message, else name). */
export const chaiMessage = (assertion: () => void) => {
  try {
    assertion();
  } catch (error) {
    if (error instanceof Error) return error.message || error.name;
    throw error;
  }
  throw new Error('the assertion passed');
};

/** chai itself, for calls its type declarations (chai 4's) do not allow: values of two types. */
export const untyped = assert as unknown as Record<
  'strictEqual' | 'deepEqual' | 'ownProperty' | 'notSameMembers',
  (...values: unknown[]) => void
>;

/** A named function, for the messages that print one (`[Function soma]`). */
export function soma() {}

/** [the assert form, the assertion, the Portuguese of the English chai throws]. */
export type AssertionCase = [string, () => void, string];

/** One test per row: the message chai throws, translated, is the row's Portuguese. */
export const translatesEach = (cases: AssertionCase[]) =>
  it.each(cases)('translates %s', (_name, assertion, portuguese) => {
    expect(describeAssertion(chaiMessage(assertion))).toBe(portuguese);
  });
