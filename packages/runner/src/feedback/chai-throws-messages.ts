// chai's throws and doesNotThrow in Portuguese (templates: see chai-templates.ts).
import type { MessageEntry } from './chai-templates';
import { show, showPlain } from './chai-show';
import { code } from './format';

/** `[Function soma]` → "a função `soma`"; an anonymous function → "a função". */
const describeFunction = (value: string | undefined) => {
  const name = /^\[(?:Async)?(?:Generator)?Function:? ?([\w$]*)\]$/.exec(value ?? '')?.[1];
  return name ? `a função ${code(name)}` : 'a função';
};

export const THROWS_MESSAGES: MessageEntry[] = [
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
];
