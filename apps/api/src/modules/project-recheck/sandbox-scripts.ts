// Code evaluated inside QuickJS by the re-check (run-project-tests.ts). Plain JavaScript in strings:
// it runs in the sandbox's realms, never in Node.

/**
 * chai 6's bundle creates an EventTarget at load (its plugin events) and subclasses Event; QuickJS
 * has neither. Inert stand-ins, in the assertions' realm only.
 */
export const CHAI_HOST_STAND_INS = `
globalThis.EventTarget = class EventTarget {
  addEventListener() {}
  removeEventListener() {}
  dispatchEvent() { return true; }
};
globalThis.Event = class Event {
  constructor(type) { this.type = type; }
};
`;

/**
 * Evaluates to a function installing what a browser has and QuickJS lacks, answered by the host
 * (Node's ICU, as Chromium's): `localeCompare`, `Number#toLocaleString` and a small `Intl`
 * (Collator, NumberFormat). Without a locale, pt-BR (the learners' browsers). The host functions
 * are arguments, never globals; locales and options cross as JSON.
 */
export const INTL_SHIMS = `(function (compareStrings, formatNumber) {
  'use strict';
  const { defineProperty } = Object;
  const { stringify } = JSON;
  const numberValue = Number.prototype.valueOf;
  const serialize = (value) => (value === undefined ? undefined : stringify(value));
  const install = (object, name, value) =>
    defineProperty(object, name, { value, writable: true, enumerable: false, configurable: true });
  install(String.prototype, 'localeCompare', {
    localeCompare(that, locales, options) {
      if (this === null || this === undefined) {
        throw new TypeError('String.prototype.localeCompare called on null or undefined');
      }
      return compareStrings(String(this), String(that), serialize(locales), serialize(options));
    },
  }.localeCompare);
  install(Number.prototype, 'toLocaleString', {
    toLocaleString(locales, options) {
      return formatNumber(numberValue.call(this), serialize(locales), serialize(options));
    },
  }.toLocaleString);
  const Collator = function Collator(locales, options) {
    const [localesJson, optionsJson] = [serialize(locales), serialize(options)];
    compareStrings('', '', localesJson, optionsJson);
    return { compare: (a, b) => compareStrings(String(a), String(b), localesJson, optionsJson) };
  };
  const NumberFormat = function NumberFormat(locales, options) {
    const [localesJson, optionsJson] = [serialize(locales), serialize(options)];
    formatNumber(0, localesJson, optionsJson);
    return { format: (value) => formatNumber(Number(value), localesJson, optionsJson) };
  };
  install(globalThis, 'Intl', { Collator, NumberFormat });
})`;

/**
 * Freezes the learner's realm before the learner's code runs, so that code cannot change what
 * the tests rely on (`Array.prototype.map`, `JSON.stringify`, `WeakMap.prototype.get`…): every
 * object reachable from the global object (and the hidden intrinsics: iterator, generator and
 * async-function prototypes, %TypedArray%) is frozen, and the global object's own properties
 * become read-only and non-configurable — so a learner's `const JSON = …` is a redeclaration
 * error instead of a global that tests would read. The global object stays extensible: the
 * learner's declarations live there.
 *
 * Freezing a prototype would make `obj.toString = …` fail on every object inheriting it (the
 * "override mistake"); the properties ordinary code sets on its own objects (`this.name` in an
 * Error subclass, `toString`, `constructor`…) become accessors whose setter defines the property
 * on the object assigned to, as an ordinary assignment would.
 */
export const LOCKDOWN = `(() => {
  'use strict';
  const { defineProperty, freeze, getOwnPropertyDescriptor, getOwnPropertyDescriptors, getPrototypeOf } = Object;
  const { ownKeys } = Reflect;
  const isObject = (value) =>
    (typeof value === 'object' && value !== null) || typeof value === 'function';
  const seen = new Set([globalThis]);
  const queue = [];
  const visit = (value) => {
    if (isObject(value) && !seen.has(value)) {
      seen.add(value);
      queue.push(value);
    }
  };
  const keepAssignable = (object, keys) => {
    for (const key of keys) {
      const descriptor = getOwnPropertyDescriptor(object, key);
      if (!descriptor || !('value' in descriptor) || !descriptor.configurable) continue;
      const { value } = descriptor;
      const { get, set } = getOwnPropertyDescriptor({
        get value() { return value; },
        set value(next) {
          if (this === object) throw new TypeError("Cannot assign to read only property '" + String(key) + "'");
          defineProperty(this, key, { value: next, writable: true, enumerable: true, configurable: true });
        },
      }, 'value');
      defineProperty(object, key, { get, set, enumerable: descriptor.enumerable, configurable: false });
    }
  };
  keepAssignable(Object.prototype, ownKeys(Object.prototype));
  keepAssignable(Function.prototype, ['constructor', 'toString', 'call', 'apply', 'bind']);
  for (const error of [Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError, AggregateError]) {
    keepAssignable(error.prototype, ['constructor', 'name', 'message', 'toString']);
  }
  keepAssignable(Array.prototype, ['constructor', 'toString', 'push', 'join']);
  keepAssignable(Promise.prototype, ['constructor', 'then']);
  for (const key of ownKeys(globalThis)) {
    const descriptor = getOwnPropertyDescriptor(globalThis, key);
    visit(descriptor.value);
    visit(descriptor.get);
    visit(descriptor.set);
    if (descriptor.configurable) {
      defineProperty(globalThis, key, 'value' in descriptor ? { writable: false, configurable: false } : { configurable: false });
    }
  }
  for (const sample of [
    function* () {}, async function () {}, async function* () {}, [][Symbol.iterator](),
    new Map()[Symbol.iterator](), new Set()[Symbol.iterator](), ''[Symbol.iterator](),
    /a/[Symbol.matchAll](''), Int8Array,
  ]) {
    visit(getPrototypeOf(sample));
  }
  while (queue.length > 0) {
    const object = queue.pop();
    visit(getPrototypeOf(object));
    const descriptors = getOwnPropertyDescriptors(object);
    for (const key of ownKeys(descriptors)) {
      visit(descriptors[key].value);
      visit(descriptors[key].get);
      visit(descriptors[key].set);
    }
    freeze(object);
  }
})()`;

/**
 * One test, as the runner runs it: an async function of `assert`, `code`, `console` and
 * `__helpers` (none here: no re-checked test uses freeCodeCamp's helpers). Compiled before the
 * learner's code runs; the learner's declarations are found as globals.
 */
export const testFunctionSource = (testString: string): string =>
  `(async function (assert, code, console, __helpers) {\n${testString}\n})`;

/** The console of the learner's code and of the tests: silent, as in the runner's tests. */
export const SILENT_CONSOLE = `globalThis.console = {
  log() {}, info() {}, warn() {}, error() {}, debug() {}, table() {}, dir() {},
};`;
