// Recognises one value as chai prints it in its messages (loupe's `inspect`, truncated by
// `objDisplay`): `'ana'`, `42`, `-1.5e-7`, `10n`, `+0`, `NaN`, `null`, `[ 1, 2 ]`, `[ Array(20) ]`,
// `{ a: 1, …(2) }`, `{ Object (a, b, ...) }`, `Map{ 'a' => 1 }`, `Pessoa{ nome: 'Ana' }`,
// `[Function soma]`, `Symbol(x)`, `/a+/g`, `1970-01-01T00:00:00.000Z`, `TypeError: x`, `<div>…</div>`.
// Messages are split where their templates' words fall, and a split is kept only when each side is
// one whole value: so a string holding " to equal " does not cut the message in two.

/**
 * `strict`: quotes and brackets must balance exactly (escaped quotes inside strings).
 * `lenient`: only the outer delimiters are checked; a fallback for values printed without escapes.
 */
export type ValueMode = 'strict' | 'lenient';

const CLOSERS: Record<string, string> = { '[': ']', '{': '}', '(': ')' };

const PRIMITIVE =
  /^(?:[+-]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?n?|[+-]?Infinity|NaN|true|false|null|undefined|Invalid Date|[+-]?\d{4,6}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)…?$/;
const SYMBOL = /^Symbol\([\s\S]*\)$/;
const REGEXP = /^\/[\s\S]+\/[dgimsuvy]*$/;
const ERROR = /^(?=[A-Z])[\w$]*(?:Error|Exception)(?:: [\s\S]*)?$/;
const HTML_ELEMENT = /^<[A-Za-z][\s\S]*>$/;
/** A constructor's name before a bracket: `Map{`, `Uint8Array[`, `Pessoa{`. */
const TYPE_PREFIX = /^[A-Za-z_$][\w$]*/;

/** Index just past the quoted string opening at `start`, or -1 when it never closes. */
const endOfString = (text: string, start: number) => {
  for (let index = start + 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === "'") return index + 1;
  }
  return -1;
};

/** Index just past the bracket group opening at `start` (strings skipped), or -1. */
const endOfGroup = (text: string, start: number) => {
  const expected: string[] = [];
  for (let index = start; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === "'") {
      const end = endOfString(text, index);
      if (end === -1) return -1;
      index = end - 1;
    } else if (char in CLOSERS) {
      expected.push(CLOSERS[char] as string);
    } else if (char === ']' || char === '}' || char === ')') {
      if (expected.pop() !== char) return -1;
      if (expected.length === 0) return index + 1;
    }
  }
  return -1;
};

const endsWithUnescapedQuote = (text: string) => {
  if (!text.endsWith("'")) return false;
  let backslashes = 0;
  for (let index = text.length - 2; index >= 0 && text[index] === '\\'; index -= 1)
    backslashes += 1;
  return backslashes % 2 === 0;
};

const isString = (text: string, mode: ValueMode) =>
  text.length >= 2 &&
  text.startsWith("'") &&
  (mode === 'strict' ? endOfString(text, 0) === text.length : endsWithUnescapedQuote(text));

/** One bracket group, optionally named (`Map{ … }`), or two (`[Object: null prototype] {}`). */
const isGroup = (text: string, mode: ValueMode) => {
  const start = TYPE_PREFIX.exec(text)?.[0].length ?? 0;
  const opener = text[start];
  if (opener === undefined || !(opener in CLOSERS)) return false;
  if (mode === 'lenient') return text.endsWith(CLOSERS[opener] as string);
  const end = endOfGroup(text, start);
  if (end === text.length) return true;
  const second = text[end + 1];
  return (
    end !== -1 &&
    text[end] === ' ' &&
    second !== undefined &&
    second in CLOSERS &&
    endOfGroup(text, end + 1) === text.length
  );
};

/** Whether `text` is exactly one value as chai prints it. */
export const isChaiValue = (text: string, mode: ValueMode = 'strict') => {
  if (text.length === 0 || text.trim() !== text) return false;
  if (text.startsWith("'")) return isString(text, mode);
  return (
    PRIMITIVE.test(text) ||
    SYMBOL.test(text) ||
    REGEXP.test(text) ||
    ERROR.test(text) ||
    HTML_ELEMENT.test(text) ||
    isGroup(text, mode)
  );
};
