// How the values chai printed appear in the Portuguese messages (shared by every assertion family).
import { code, unquote } from './format';

/** chai writes zero `+0`; outside strings, a learner reads `0`. */
const withPlainZeros = (value: string) =>
  value.replace(/'(?:[^'\\]|\\.)*'|(?<![\w.])\+0(?![\w.])/g, (token) =>
    token === '+0' ? '0' : token,
  );

/** A value as the learner reads it: chai's text in backticks. */
export const show = (value: string | undefined) => code(withPlainZeros(value ?? ''));
/** A name or a message chai printed as a string, shown without its quotes. */
export const showPlain = (value: string | undefined) => code(unquote(value ?? ''));
