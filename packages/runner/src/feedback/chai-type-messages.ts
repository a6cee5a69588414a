// chai's type and instance checks in Portuguese (templates: see chai-templates.ts).
import type { MessageEntry } from './chai-templates';
import { show } from './chai-show';
import { code, lookup } from './format';

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

export const INSTANCE_MESSAGES: MessageEntry[] = [
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
];

export const TYPE_MESSAGES: MessageEntry[] = [
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
