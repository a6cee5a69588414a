// The sandbox on its own: what passes, what fails and why, what the learner's code cannot reach
// or change. Small jobs; the real projects are in real-projects.test.ts.
import { describe, expect, it } from 'vitest';
import { loadAssertionLibrary } from './load-assertion-library';
import { RECHECK_LIMITS } from './limits';
import { runProjectTests } from './run-project-tests';
import type { RecheckJob } from './verdict';

const DOUBLE_TESTS = [
  'assert.strictEqual(dobro(2), 4);',
  'assert.deepStrictEqual([1, 2].map(dobro), [2, 4]);',
];
const DOUBLE = 'function dobro(n) { return n * 2; }';

const recheck = async (
  code: string,
  { testStrings = DOUBLE_TESTS, ...rest }: Partial<RecheckJob> = {},
  limits = RECHECK_LIMITS,
) => {
  const run = await runProjectTests({
    assertionLibrary: loadAssertionLibrary(),
    job: { beforeUserCode: null, afterUserCode: null, code, source: code, testStrings, ...rest },
    limits,
  });
  return run.verdict;
};

describe('runProjectTests', () => {
  it('passes code that passes every test', async () => {
    expect(await recheck(DOUBLE)).toEqual({ kind: 'passed' });
  });

  it('names the first test that fails, with chai’s message', async () => {
    expect(await recheck('function dobro(n) { return n === 2 ? 4 : 0; }')).toEqual({
      kind: 'test-failed',
      testIndex: 1,
      detail: 'AssertionError: expected [ +0, 4 ] to deeply equal [ 2, 4 ]',
    });
    expect(await recheck('')).toMatchObject({ kind: 'test-failed', testIndex: 0 });
  });

  it('tells code that does not parse, and code that throws, with the line', async () => {
    expect(await recheck(`${DOUBLE}\nfunction (`)).toMatchObject({ kind: 'syntax-error', line: 2 });
    expect(await recheck(`${DOUBLE}\n\nnull.x;`)).toMatchObject({
      kind: 'code-error',
      line: 3,
      detail: expect.stringMatching(/^TypeError/),
    });
  });

  it('describes whatever the code throws, without trusting it', async () => {
    expect(await recheck(`throw 'texto';`)).toEqual({
      kind: 'code-error',
      detail: 'texto',
      line: null,
    });
    const limits = { ...RECHECK_LIMITS, deadlineMs: 300 };
    const endlessGetter = 'throw { get name() { while (true) {} } };';
    expect(await recheck(endlessGetter, {}, limits)).toEqual({ kind: 'timeout' });
  });

  it('lets tests read `code`, await, and what the code around the learner’s declares', async () => {
    const testStrings = [
      'assert.match(code, /return n \\* 2/);',
      'assert.strictEqual(await Promise.resolve(dobro(3)), 6);',
      'assert.strictEqual(triplo(2), 6); assert.strictEqual(limite, 10);',
    ];
    const job = {
      testStrings,
      beforeUserCode: 'const triplo = (n) => n * 3;',
      afterUserCode: 'const limite = dobro(5);',
    };
    expect(await recheck(DOUBLE, job)).toEqual({ kind: 'passed' });
  });

  it('fails a test whose promise never settles', async () => {
    expect(await recheck(DOUBLE, { testStrings: ['await new Promise(() => {});'] })).toEqual({
      kind: 'test-failed',
      testIndex: 0,
      detail: 'o teste não terminou',
    });
  });

  it('stops endless loops at the deadline, even inside try/catch', async () => {
    const limits = { ...RECHECK_LIMITS, deadlineMs: 300 };
    expect(await recheck('while (true) {}', {}, limits)).toEqual({ kind: 'timeout' });
    expect(await recheck('for (;;) { try { while (true) {} } catch {} }', {}, limits)).toEqual({
      kind: 'timeout',
    });
    const loopInTest = 'function dobro(n) { while (true) {} }';
    expect(await recheck(loopInTest, {}, limits)).toEqual({ kind: 'timeout' });
    const loopInPromises = 'const again = () => Promise.resolve().then(again); again();';
    expect(await recheck(`${DOUBLE}\n${loopInPromises}`, {}, limits)).toEqual({ kind: 'timeout' });
  });

  it('stops code that fills the memory', async () => {
    const bomb = 'const a = []; while (true) a.push("x".repeat(1e6) + a.length);';
    expect(await recheck(bomb)).toEqual({ kind: 'out-of-memory' });
  });

  it('fails deep recursion as an error, without harming the host', async () => {
    const recursion = 'function dobro(n) { return dobro(n) * 2; }';
    expect(await recheck(recursion)).toMatchObject({
      kind: 'test-failed',
      testIndex: 0,
      detail: expect.stringMatching(/stack overflow|call stack/i),
    });
  });

  it('has no Node API, network, timers or module loading inside', async () => {
    const code = `${DOUBLE}
const reach = [typeof require, typeof process, typeof globalThis.fetch, typeof fetch,
  typeof setTimeout, typeof XMLHttpRequest, typeof WebAssembly, typeof Buffer, typeof module];
let imported = 'pendente';
import('node:fs').then(() => { imported = 'sim'; }, () => { imported = 'não'; });`;
    const testStrings = [
      "assert.deepStrictEqual(new Set(reach), new Set(['undefined']));",
      "await null; await null; assert.strictEqual(imported, 'não');",
    ];
    expect(await recheck(code, { testStrings })).toEqual({ kind: 'passed' });
    expect(await recheck(`require('node:fs');\n${DOUBLE}`)).toMatchObject({
      kind: 'code-error',
      detail: "ReferenceError: 'require' is not defined",
    });
    expect(await recheck(`process.exit(1);\n${DOUBLE}`)).toMatchObject({ kind: 'code-error' });
    expect(await recheck(`globalThis.fetch('http://127.0.0.1/');\n${DOUBLE}`)).toMatchObject({
      kind: 'code-error',
    });
  });

  it('compares and formats as a pt-BR browser does', async () => {
    const code = `
const nomes = ['Bianca', 'Ágata', 'Daniela'].sort((a, b) => a.localeCompare(b));
const texto = (8.5).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(1234.5);
const ordem = ['b', 'a', 'C'].sort(new Intl.Collator('pt-BR').compare);
let invalido;
try { 'a'.localeCompare('b', 'não é um idioma!'); } catch (error) { invalido = error.name; }`;
    const testStrings = [
      "assert.deepStrictEqual(nomes, ['Ágata', 'Bianca', 'Daniela']);",
      "assert.strictEqual(texto, '8,50');",
      "assert.strictEqual(reais, 'R$\\u00a01.234,50');",
      "assert.deepStrictEqual(ordem, ['a', 'b', 'C']);",
      "assert.strictEqual(invalido, 'RangeError');",
    ];
    expect(await recheck(code, { testStrings })).toEqual({ kind: 'passed' });
  });

  it('keeps ordinary assignments working in the frozen realm', async () => {
    const code = `${DOUBLE}
class MeuErro extends Error { constructor(m) { super(m); this.name = 'MeuErro'; } }
const objeto = {}; objeto.toString = () => 'meu';
const lista = [1]; lista.push = function () { return 'meu push'; };`;
    const testStrings = [
      "assert.strictEqual(String(new MeuErro('x')), 'MeuErro: x');",
      "assert.strictEqual(String(objeto), 'meu'); assert.strictEqual(lista.push(), 'meu push');",
    ];
    expect(await recheck(code, { testStrings })).toEqual({ kind: 'passed' });
  });
});

describe('runProjectTests against code that tries to pass without passing', () => {
  const WRONG = 'function dobro(n) { return 0; }';

  it('refuses code that replaces or disarms `assert`', async () => {
    const fake = 'var assert = { strictEqual() {}, deepStrictEqual() {} };';
    expect(await recheck(`${WRONG}\n${fake}`)).toMatchObject({ kind: 'test-failed', testIndex: 0 });
    expect(await recheck(`${WRONG}\nassert.strictEqual = () => {};`)).toMatchObject({
      kind: 'code-error',
      detail: "ReferenceError: 'assert' is not defined",
    });
  });

  it('refuses code that returns before the tests', async () => {
    expect(await recheck(`return;\n${WRONG}`)).toMatchObject({ kind: 'syntax-error', line: 1 });
  });

  it('refuses code that patches the built-ins the tests or chai use', async () => {
    const halfRight = 'function dobro(n) { return n === 2 ? 4 : 0; }';
    // Frozen: the assignment does nothing (sloppy mode), the second test still sees [0, 4].
    for (const patch of [
      'Array.prototype.map = () => [2, 4];',
      'WeakMap.prototype.get = () => true; WeakMap.prototype.has = () => true;',
      'Object.is = () => true; Object.keys = () => [];',
    ]) {
      expect(await recheck(`${halfRight}\n${patch}`)).toMatchObject({
        kind: 'test-failed',
        testIndex: 1,
      });
    }
    // Defining, or assigning what stays assignable on other objects, throws.
    for (const patch of [
      'Object.defineProperty(Array.prototype, "map", { value: () => [2, 4] });',
      'Function.prototype.call = function () {};',
      'Object.prototype.toString = () => "[object Array]";',
    ]) {
      expect(await recheck(`${halfRight}\n${patch}`)).toMatchObject({
        kind: 'code-error',
        detail: expect.stringMatching(/^TypeError/),
      });
    }
  });

  it('refuses code that shadows the globals a test or chai reads', async () => {
    const mutates = 'function zera(lista) { lista[0] = 0; return lista; }';
    const testStrings = [
      'const lista = [1, 2]; const copia = JSON.parse(JSON.stringify(lista)); zera(lista); assert.deepStrictEqual(lista, copia);',
    ];
    for (const shadow of [
      'const JSON = { parse: (value) => value, stringify: (value) => value };',
      'let Proxy = function () { return { to: { equal() {} } }; };',
      'class WeakMap { get() { return true; } set() {} has() { return true; } }',
      'function Object() {}',
    ]) {
      expect(await recheck(`${mutates}\n${shadow}`, { testStrings })).toMatchObject({
        kind: 'code-error',
        detail: expect.stringMatching(/redeclaration|cannot define variable/),
      });
    }
    expect(
      await recheck(`${mutates}\nvar JSON = { parse: (value) => value };`, { testStrings }),
    ).toMatchObject({
      kind: 'test-failed',
    });
  });
});
