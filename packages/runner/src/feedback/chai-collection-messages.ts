// chai's checks on a collection's contents in Portuguese: length, members, one of, properties and
// include (templates: see chai-templates.ts).
import type { MessageEntry } from './chai-templates';
import { show, showPlain } from './chai-show';

const PROPERTY_FLAGS = ['', 'deep ', 'own ', 'nested ', 'deep own ', 'deep nested '];
const INCLUDE_FLAGS = [...PROPERTY_FLAGS, 'own nested ', 'deep own nested '];
const propertyNoun = (flags: string) =>
  flags.includes('own') ? 'a propriedade própria' : 'a propriedade';

export const LENGTH_MESSAGES: MessageEntry[] = [
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
];

export const MEMBER_MESSAGES: MessageEntry[] = [
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
];

export const PROPERTY_MESSAGES: MessageEntry[] = [
  // property, propertyVal, own/nested/deep variants and negations.
  ...PROPERTY_FLAGS.flatMap((flags): MessageEntry[] => [
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
];

export const INCLUDE_MESSAGES: MessageEntry[] = [
  // include, notInclude, deepInclude… (strings, arrays, objects).
  ...INCLUDE_FLAGS.flatMap((flags): MessageEntry[] => [
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
];
