// chai's equality, value, comparison and regular-expression checks in Portuguese (templates: see
// chai-templates.ts; the order the families are tried in: chai-messages.ts).
import type { MessageEntry } from './chai-templates';
import { show } from './chai-show';

export const EQUALITY_MESSAGES: MessageEntry[] = [
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
];

export const COMPARISON_MESSAGES: MessageEntry[] = [
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
];

export const MATCH_MESSAGES: MessageEntry[] = [
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
];
