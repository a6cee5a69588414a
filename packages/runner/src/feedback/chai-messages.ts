// chai's assertion messages (chai 6 `assert`, whose templates chai 4 and 5 share) in Portuguese.
// Each template is chai's own text after "expected ", with holes where chai prints values; the
// message must match a template whole, each hole holding exactly one value (see chai-values.ts).
// A test's own message comes first, joined by ": " (`minha mensagem: expected 1 to equal 2`): it
// is kept as the author wrote it and only chai's part is translated.
import { isChaiValue, type ValueMode } from './chai-values';
import { code, lookup, unquote } from './format';

/**
 * Hole kinds: a value chai printed (`actual`, `expected`, `got`, `property`, `fn`), a name chai
 * wrote bare (`name`: a constructor), a type written with its article (`type`: "a string"), a
 * number joined in as text (`target`, `delta`), or a thrown error given as either (`thrown`).
 */
type Holes = Record<string, string>;
type Template = { tokens: Token[]; render: (holes: Holes) => string };
type Token = { literal: string } | { hole: string };

const HOLE_PATTERNS: Record<string, RegExp> = {
  name: /^[A-Za-z_$][\w$.]*$/,
  type: /^an? [a-z][a-z ]*$/,
  target: /^[+-]?(?:[\d.]+(?:e[+-]?\d+)?|Infinity|NaN)$/,
  delta: /^[+-]?(?:[\d.]+(?:e[+-]?\d+)?|Infinity|NaN)$/,
};

const isHoleValid = (hole: string, text: string, mode: ValueMode) => {
  if (hole === 'thrown') return HOLE_PATTERNS.name!.test(text) || isChaiValue(text, mode);
  const pattern = HOLE_PATTERNS[hole];
  return pattern ? pattern.test(text) : isChaiValue(text, mode);
};

const tokenize = (pattern: string): Token[] =>
  pattern
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => (/^\{\w+\}$/.test(part) ? { hole: part.slice(1, -1) } : { literal: part }));

/** Fills `holes` when `text` from `position` matches `tokens` from `index`; backtracks on holes. */
const matchTokens = (
  tokens: Token[],
  index: number,
  text: string,
  position: number,
  mode: ValueMode,
  holes: Holes,
): boolean => {
  const token = tokens[index];
  if (token === undefined) return position === text.length;
  if ('literal' in token) {
    return (
      text.startsWith(token.literal, position) &&
      matchTokens(tokens, index + 1, text, position + token.literal.length, mode, holes)
    );
  }
  const next = tokens[index + 1];
  if (next === undefined || !('literal' in next)) {
    const value = text.slice(position);
    if (!isHoleValid(token.hole, value, mode)) return false;
    holes[token.hole] = value;
    return true;
  }
  for (
    let end = text.indexOf(next.literal, position + 1);
    end !== -1;
    end = text.indexOf(next.literal, end + 1)
  ) {
    const value = text.slice(position, end);
    if (
      isHoleValid(token.hole, value, mode) &&
      matchTokens(tokens, index + 1, text, end, mode, holes)
    ) {
      holes[token.hole] = value;
      return true;
    }
  }
  return false;
};

/** chai writes zero `+0`; outside strings, a learner reads `0`. */
const withPlainZeros = (value: string) =>
  value.replace(/'(?:[^'\\]|\\.)*'|(?<![\w.])\+0(?![\w.])/g, (token) =>
    token === '+0' ? '0' : token,
  );

/** A value as the learner reads it: chai's text in backticks. */
const show = (value: string | undefined) => code(withPlainZeros(value ?? ''));
/** A name or a message chai printed as a string, shown without its quotes. */
const showPlain = (value: string | undefined) => code(unquote(value ?? ''));

const TYPES: Record<string, string> = {
  string: 'um texto (`string`)',
  number: 'um número',
  boolean: 'um booleano (`true` ou `false`)',
  function: 'uma função',
  'callable function': 'uma função',
  asyncfunction: 'uma função `async`',
  generatorfunction: 'uma função geradora',
  array: 'um array',
  object: 'um objeto',
  null: '`null`',
  undefined: '`undefined`',
  regexp: 'uma expressão regular',
  date: 'uma data (`Date`)',
  symbol: 'um símbolo (`Symbol`)',
  bigint: 'um `BigInt`',
  map: 'um `Map`',
  set: 'um `Set`',
  promise: 'uma `Promise`',
  error: 'um erro (`Error`)',
  iterable: 'um valor iterável (como um array ou um texto)',
  'finite number': 'um número finito',
  'number or a date': 'um número ou uma data',
};

/** "a string" → "um texto (`string`)"; a type chai names that is not listed keeps its name. */
const describeType = (type: string | undefined) => {
  const name = (type ?? '').replace(/^an? /, '');
  return lookup(TYPES, name) ?? `um valor do tipo ${code(name)}`;
};

/** `[Function soma]` → "a função `soma`"; an anonymous function → "a função". */
const describeFunction = (value: string | undefined) => {
  const name = /^\[(?:Async)?(?:Generator)?Function:? ?([\w$]*)\]$/.exec(value ?? '')?.[1];
  return name ? `a função ${code(name)}` : 'a função';
};

const PROPERTY_FLAGS = ['', 'deep ', 'own ', 'nested ', 'deep own ', 'deep nested '];
const INCLUDE_FLAGS = [...PROPERTY_FLAGS, 'own nested ', 'deep own nested '];
const propertyNoun = (flags: string) =>
  flags.includes('own') ? 'a propriedade própria' : 'a propriedade';

const entries: [string, (holes: Holes) => string][] = [
  // Equality (equal, strictEqual, deepEqual, isNull, isUndefined… and their negations).
  [
    '{actual} to equal {expected}',
    (h) => `Esperava ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to deeply equal one of {expected}',
    (h) => `Esperava um destes valores: ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to deeply equal {expected}',
    (h) => `Esperava ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to not equal {expected}',
    (h) => `Esperava um valor diferente de ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to not deeply equal one of {expected}',
    (h) => `Esperava um valor fora da lista ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to not deeply equal {expected}',
    (h) => `Esperava um valor diferente de ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  // isTrue, isFalse, isOk, isNotOk, exists, notExists, isNaN, isEmpty…
  ['{actual} to be true', (h) => `Esperava \`true\`, mas recebeu ${show(h.actual)}`],
  ['{actual} to be false', (h) => `Esperava \`false\`, mas recebeu ${show(h.actual)}`],
  [
    '{actual} to be truthy',
    (h) => `Esperava um valor verdadeiro (truthy), mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to be falsy',
    (h) =>
      `Esperava um valor falso (falsy), como \`false\`, \`0\`, \`''\`, \`null\` ou \`undefined\`, mas recebeu ${show(h.actual)}`,
  ],
  ['{actual} to be null', (h) => `Esperava \`null\`, mas recebeu ${show(h.actual)}`],
  [
    '{actual} not to be null',
    (h) => `Esperava um valor diferente de \`null\`, mas recebeu ${show(h.actual)}`,
  ],
  ['{actual} to be undefined', (h) => `Esperava \`undefined\`, mas recebeu ${show(h.actual)}`],
  [
    '{actual} not to be undefined',
    (h) => `Esperava um valor definido (diferente de \`undefined\`), mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to exist',
    (h) =>
      `Esperava um valor (diferente de \`null\` e de \`undefined\`), mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to not exist',
    (h) => `Esperava \`null\` ou \`undefined\`, mas recebeu ${show(h.actual)}`,
  ],
  ['{actual} to be NaN', (h) => `Esperava \`NaN\`, mas recebeu ${show(h.actual)}`],
  [
    '{actual} not to be NaN',
    (h) => `Esperava um número válido (diferente de \`NaN\`), mas recebeu ${show(h.actual)}`,
  ],
  ['{actual} to be empty', (h) => `Esperava um valor vazio, mas recebeu ${show(h.actual)}`],
  [
    '{actual} not to be empty',
    (h) => `Esperava um valor que não estivesse vazio, mas recebeu ${show(h.actual)}`,
  ],
  // isAbove, isBelow, isAtLeast, isAtMost, closeTo/approximately.
  [
    '{actual} to be above {expected}',
    (h) => `Esperava um valor maior que ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to be below {expected}',
    (h) => `Esperava um valor menor que ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to be at least {expected}',
    (h) => `Esperava um valor maior ou igual a ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to be at most {expected}',
    (h) => `Esperava um valor menor ou igual a ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to be close to {target} +/- {delta}',
    (h) =>
      `Esperava um número próximo de ${show(h.target)} (diferença de no máximo ${show(h.delta)}), mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} not to be close to {target} +/- {delta}',
    (h) =>
      `Esperava um número longe de ${show(h.target)} (diferença maior que ${show(h.delta)}), mas recebeu ${show(h.actual)}`,
  ],
  // lengthOf.
  [
    '{actual} to have a length of {expected} but got {got}',
    (h) =>
      `Esperava que ${show(h.actual)} tivesse comprimento ${show(h.expected)}, mas tem ${show(h.got)}`,
  ],
  [
    '{actual} to have a size of {expected} but got {got}',
    (h) =>
      `Esperava que ${show(h.actual)} tivesse tamanho ${show(h.expected)}, mas tem ${show(h.got)}`,
  ],
  [
    '{actual} to not have a length of {got}',
    (h) => `Esperava que ${show(h.actual)} não tivesse comprimento ${show(h.got)}`,
  ],
  [
    '{actual} to not have a size of {got}',
    (h) => `Esperava que ${show(h.actual)} não tivesse tamanho ${show(h.got)}`,
  ],
  // match, notMatch.
  [
    '{actual} to match {expected}',
    (h) => `Esperava que ${show(h.actual)} combinasse com a expressão regular ${show(h.expected)}`,
  ],
  [
    '{actual} not to match {expected}',
    (h) =>
      `Esperava que ${show(h.actual)} não combinasse com a expressão regular ${show(h.expected)}`,
  ],
  // instanceOf, notInstanceOf.
  [
    '{actual} to be an instance of an unnamed constructor',
    (h) => `Esperava uma instância da classe indicada, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to not be an instance of an unnamed constructor',
    (h) =>
      `Esperava um valor que não fosse instância da classe indicada, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to be an instance of {name}',
    (h) => `Esperava uma instância de ${code(h.name ?? '')}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to not be an instance of {name}',
    (h) =>
      `Esperava um valor que não fosse instância de ${code(h.name ?? '')}, mas recebeu ${show(h.actual)}`,
  ],
  // sameMembers, sameDeepMembers, sameOrderedMembers, includeMembers…
  [
    '{actual} to have the same members as {expected}',
    (h) =>
      `Esperava os mesmos elementos de ${show(h.expected)}, em qualquer ordem, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to have the same ordered members as {expected}',
    (h) =>
      `Esperava os mesmos elementos de ${show(h.expected)}, na mesma ordem, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to not have the same members as {expected}',
    (h) =>
      `Esperava elementos diferentes dos de ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to not have the same ordered members as {expected}',
    (h) =>
      `Esperava elementos diferentes (ou em outra ordem) dos de ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to be a superset of {expected}',
    (h) => `Esperava que ${show(h.actual)} contivesse todos os elementos de ${show(h.expected)}`,
  ],
  [
    '{actual} to be an ordered superset of {expected}',
    (h) =>
      `Esperava que ${show(h.actual)} começasse com os elementos de ${show(h.expected)}, na mesma ordem`,
  ],
  [
    '{actual} to not be a superset of {expected}',
    (h) =>
      `Esperava que ${show(h.actual)} não contivesse todos os elementos de ${show(h.expected)}`,
  ],
  [
    '{actual} to not be an ordered superset of {expected}',
    (h) =>
      `Esperava que ${show(h.actual)} não começasse com os elementos de ${show(h.expected)}, na mesma ordem`,
  ],
  // oneOf.
  [
    '{actual} to be one of {expected}',
    (h) => `Esperava um destes valores: ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to not be one of {expected}',
    (h) => `Esperava um valor fora da lista ${show(h.expected)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} to contain one of {expected}',
    (h) => `Esperava que ${show(h.actual)} contivesse um destes valores: ${show(h.expected)}`,
  ],
  [
    '{actual} to deeply contain one of {expected}',
    (h) => `Esperava que ${show(h.actual)} contivesse um destes valores: ${show(h.expected)}`,
  ],
  [
    '{actual} to not contain one of {expected}',
    (h) =>
      `Esperava que ${show(h.actual)} não contivesse nenhum destes valores: ${show(h.expected)}`,
  ],
  [
    '{actual} to not deeply contain one of {expected}',
    (h) =>
      `Esperava que ${show(h.actual)} não contivesse nenhum destes valores: ${show(h.expected)}`,
  ],
  // throws, doesNotThrow.
  [
    '{fn} to throw an error',
    (h) => `Esperava que ${describeFunction(h.fn)} lançasse um erro, mas nenhum erro foi lançado`,
  ],
  [
    '{fn} to throw error including {expected} but got {got}',
    (h) =>
      `Esperava que ${describeFunction(h.fn)} lançasse um erro com a mensagem contendo ${showPlain(h.expected)}, mas a mensagem foi ${showPlain(h.got)}`,
  ],
  [
    '{fn} to throw error matching {expected} but got {got}',
    (h) =>
      `Esperava que ${describeFunction(h.fn)} lançasse um erro com a mensagem combinando com ${show(h.expected)}, mas a mensagem foi ${showPlain(h.got)}`,
  ],
  [
    '{fn} to throw error not including {expected}',
    (h) =>
      `Esperava que ${describeFunction(h.fn)} lançasse um erro com a mensagem sem ${showPlain(h.expected)}`,
  ],
  [
    '{fn} to throw error not matching {expected}',
    (h) =>
      `Esperava que ${describeFunction(h.fn)} lançasse um erro com a mensagem que não combinasse com ${show(h.expected)}`,
  ],
  [
    '{fn} to not throw an error but {got} was thrown',
    (h) =>
      `Esperava que ${describeFunction(h.fn)} não lançasse nenhum erro, mas foi lançado ${showPlain(h.got)}`,
  ],
  [
    '{fn} to throw {thrown} but {got} was thrown',
    (h) =>
      `Esperava que ${describeFunction(h.fn)} lançasse ${showPlain(h.thrown)}, mas foi lançado ${showPlain(h.got)}`,
  ],
  [
    '{fn} to not throw {thrown} but {got} was thrown',
    (h) =>
      `Esperava que ${describeFunction(h.fn)} não lançasse ${showPlain(h.thrown)}, mas foi lançado ${showPlain(h.got)}`,
  ],
  [
    '{fn} to not throw {thrown}',
    (h) => `Esperava que ${describeFunction(h.fn)} não lançasse ${showPlain(h.thrown)}`,
  ],
  [
    '{fn} to throw {thrown}',
    (h) =>
      `Esperava que ${describeFunction(h.fn)} lançasse ${showPlain(h.thrown)}, mas nenhum erro foi lançado`,
  ],
  // property, propertyVal, own/nested/deep variants and negations.
  ...PROPERTY_FLAGS.flatMap((flags): [string, (holes: Holes) => string][] => [
    [
      `{actual} to have ${flags}property {property} of {expected}, but got {got}`,
      (h) =>
        `Esperava que ${propertyNoun(flags)} ${showPlain(h.property)} de ${show(h.actual)} valesse ${show(h.expected)}, mas ela vale ${show(h.got)}`,
    ],
    [
      `{actual} to not have ${flags}property {property} of {got}`,
      (h) =>
        `Esperava que ${propertyNoun(flags)} ${showPlain(h.property)} de ${show(h.actual)} não valesse ${show(h.got)}`,
    ],
    [
      `{actual} to have ${flags}property {property}`,
      (h) =>
        `Esperava que ${show(h.actual)} tivesse ${propertyNoun(flags)} ${showPlain(h.property)}`,
    ],
    [
      `{actual} to not have ${flags}property {property}`,
      (h) =>
        `Esperava que ${show(h.actual)} não tivesse ${propertyNoun(flags)} ${showPlain(h.property)}`,
    ],
  ]),
  // include, notInclude, deepInclude… (strings, arrays, objects).
  ...INCLUDE_FLAGS.flatMap((flags): [string, (holes: Holes) => string][] => [
    [
      `{actual} to ${flags}include {expected}`,
      (h) => `Esperava que ${show(h.actual)} incluísse ${show(h.expected)}`,
    ],
    [
      `{actual} to not ${flags}include {expected}`,
      (h) => `Esperava que ${show(h.actual)} não incluísse ${show(h.expected)}`,
    ],
  ]),
  [
    '{actual} to contain {expected}',
    (h) => `Esperava que ${show(h.actual)} incluísse ${show(h.expected)}`,
  ],
  [
    '{actual} to not contain {expected}',
    (h) => `Esperava que ${show(h.actual)} não incluísse ${show(h.expected)}`,
  ],
  // typeOf, isString, isNumber, isFunction, isArray, isObject, isBoolean… (last: the widest).
  [
    '{actual} to be {type}',
    (h) => `Esperava ${describeType(h.type)}, mas recebeu ${show(h.actual)}`,
  ],
  [
    '{actual} not to be {type}',
    (h) => `Esperava um valor que não fosse ${describeType(h.type)}, mas recebeu ${show(h.actual)}`,
  ],
];

const TEMPLATES: Template[] = entries.map(([pattern, render]) => ({
  tokens: tokenize(pattern),
  render,
}));

/** What chai says for `assert(false)` (its name: the message is empty) and `assert.fail()`. */
const NO_MESSAGE = new Set(['AssertionError', 'assert.fail()']);
const TEST_FAILED_MESSAGE = 'O teste falhou';

const BODY_START = 'expected ';
const AUTHOR_SEPARATOR = ': ';

/** Where chai's part may start: the beginning, or after a test's own message and ": ". */
const bodyStarts = (text: string) => {
  const starts = text.startsWith(BODY_START) ? [0] : [];
  const marker = AUTHOR_SEPARATOR + BODY_START;
  for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + 1)) {
    starts.push(at + AUTHOR_SEPARATOR.length);
  }
  return starts;
};

const translateBody = (body: string, mode: ValueMode) => {
  const rest = body.slice(BODY_START.length);
  for (const template of TEMPLATES) {
    const holes: Holes = {};
    if (matchTokens(template.tokens, 0, rest, 0, mode, holes)) return template.render(holes);
  }
  return null;
};

/** A chai assertion message in Portuguese, or null when it is not one. */
export const describeAssertion = (raw: string): string | null => {
  // An uncaught assertion reaches a page's error event as "Uncaught AssertionError: …".
  const text = raw.replace(/^(?:Uncaught )?AssertionError: (?=.)/s, '');
  if (NO_MESSAGE.has(text)) return TEST_FAILED_MESSAGE;
  const starts = bodyStarts(text);
  for (const mode of ['strict', 'lenient'] as const) {
    for (const start of starts) {
      const translated = translateBody(text.slice(start), mode);
      if (translated !== null) {
        return start === 0 ? translated : `${text.slice(0, start)}${translated}`;
      }
    }
  }
  return null;
};
