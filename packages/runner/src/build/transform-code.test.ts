import * as babel from '@babel/standalone';
import { describe, expect, it } from 'vitest';
import { LOOP_CALLBACK_NAME } from './loop-protection';
import { transformCode } from './transform-code';

const loop = { timeoutMs: 30, iterations: 1, callbackName: LOOP_CALLBACK_NAME };

/** Runs transformed code with the loop callback recording the lines it was called with. */
const runProtected = (code: string) => {
  const stopped: number[] = [];
  const run = new Function(
    LOOP_CALLBACK_NAME,
    `${code}\nreturn typeof resultado === 'undefined' ? undefined : resultado;`,
  );
  const value = run((line: number) => stopped.push(line));
  return { stopped, value };
};

const transform = (
  source: string,
  ext = 'js',
  options = loop,
  moduleSyntax: 'commonjs' | 'ignore' = 'commonjs',
) => {
  const output = transformCode(babel, {
    source,
    fileName: `script.${ext}`,
    ext,
    loop: options,
    moduleSyntax,
  });
  if (!output.ok) throw new Error(output.error);
  return output;
};

describe('transformCode', () => {
  it('stops an endless while loop and goes on after it, naming its line', () => {
    const { code, isModule } = transform('let resultado = 1;\nwhile (true) {}\nresultado = 2;');
    expect(isModule).toBe(false);
    expect(runProtected(code)).toEqual({ stopped: [2], value: 2 });
  });

  it('stops for, do…while and loops without braces, also inside functions and labels', () => {
    const source = [
      'let resultado = 0;',
      'for (;;) resultado += 1;',
      'do {} while (true);',
      'function gira() { fora: while (true) { for (;;) { continue fora; } } }',
      'gira();',
      'resultado = "fim";',
    ].join('\n');
    const { stopped, value } = runProtected(transform(source).code);
    expect(value).toBe('fim');
    expect(stopped).toEqual([2, 3, 4]);
  });

  it('leaves loops that finish alone, and checks time only every N turns when asked', () => {
    const source = 'let resultado = 0;\nfor (let i = 0; i < 5000; i++) { resultado += i; }';
    // A time limit no busy machine reaches: the loop must finish by itself, however slowly.
    const { code } = transform(source, 'js', { ...loop, timeoutMs: 3_600_000, iterations: 2000 });
    expect(code).toContain('% 2000');
    expect(runProtected(code)).toEqual({ stopped: [], value: 12_497_500 });
  });

  it('does not touch functions: a handler called long after still runs', async () => {
    const { code } = transform('const dobro = (n) => { return n * 2; };\nvar resultado = dobro;');
    const { value } = runProtected(code);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((value as (n: number) => number)(21)).toBe(42);
  });

  it('turns JSX into calls of the automatic runtime and imports into require', () => {
    const { code, isModule } = transform(
      "import { useState } from 'react';\nexport const Ola = () => <p>Olá</p>;",
      'jsx',
    );
    expect(isModule).toBe(true);
    expect(code).toContain('require("react/jsx-runtime")');
    expect(code).toContain('require("react")');
  });

  it('ignores module syntax when asked (a worker): exports just declare, imports are listed', () => {
    const source = [
      "import { formatar } from './formatar';",
      "import _ from 'lodash';",
      'export function soma(a, b) { return a + b; }',
      'export const dobro = (n) => n * 2;',
      'export default class Conta {}',
      'const resto = 1;',
      'export { resto };',
      "export * from './outro';",
      'var resultado = [soma(1, 2), dobro(4), typeof Conta, resto];',
    ].join('\n');
    const output = transform(source, 'js', loop, 'ignore');
    expect(output.code).not.toMatch(/\b(require|exports|import|export)\b/);
    expect(runProtected(output.code).value).toEqual([3, 8, 'function', 1]);
    expect(output.ignoredImports).toEqual([
      { source: './formatar', line: 1 },
      { source: 'lodash', line: 2 },
      { source: './outro', line: 8 },
    ]);
  });

  it('ignores a default export of an expression or an anonymous function, keeping lines', () => {
    const expression = transform("console.log('a');\nexport default 40 + 2;", 'js', loop, 'ignore');
    expect(expression.code.split('\n')[1]).toContain('40 + 2');
    const anonymous = transform(
      'export default function () { return 1; }\nvar resultado = 2;',
      'js',
      loop,
      'ignore',
    );
    expect(runProtected(anonymous.code).value).toBe(2);
  });

  it('leaves TypeScript type-only imports out of the ignored ones', () => {
    const output = transform(
      "import type { Aluno } from './tipos';\nexport const nota: number = 9;\nvar resultado = nota;",
      'ts',
      loop,
      'ignore',
    );
    expect(output.ignoredImports).toEqual([]);
    expect(runProtected(output.code).value).toBe(9);
  });

  it('removes TypeScript types', () => {
    const { code } = transform('const total: number = 2;\nvar resultado = total;', 'ts');
    expect(runProtected(code).value).toBe(2);
  });

  it('reports a syntax error with the file and the position', () => {
    const output = transformCode(babel, {
      source: 'let x = ;',
      fileName: 'script.js',
      ext: 'js',
      loop,
    });
    expect(output).toEqual({ ok: false, error: expect.stringMatching(/^script\.js: .*\(1:8\)/s) });
  });
});
