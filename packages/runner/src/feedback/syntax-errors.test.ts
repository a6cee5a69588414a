import * as babel from '@babel/standalone';
import { describe, expect, it } from 'vitest';
import { LOOP_CALLBACK_NAME } from '../build/loop-protection';
import { transformCode } from '../build/transform-code';
import { describeBabelFailure, describeSyntaxError, parseBabelError } from './syntax-errors';

const loop = { timeoutMs: 1500, iterations: 2000, callbackName: LOOP_CALLBACK_NAME };

/** Babel's error for a broken file, exactly as the transform worker reports it. */
const babelError = (source: string, ext = 'js') => {
  const output = transformCode(babel, { source, fileName: `script.${ext}`, ext, loop });
  if (output.ok) throw new Error(`Babel accepted: ${source}`);
  return output.error;
};

/** [source, extension, Babel's words, Portuguese words, line, column (from 1)]. */
const CASES: [string, string, string, string, number, number][] = [
  ['let a = 1;\nlet b = 2;\nlet c = );', 'js', 'Unexpected token', 'símbolo inesperado', 3, 9],
  [
    'const a = [1 2];',
    'js',
    'Unexpected token, expected ","',
    'símbolo inesperado; era esperado `,`',
    1,
    14,
  ],
  ['if (x {', 'js', 'Unexpected token, expected ")"', 'símbolo inesperado; era esperado `)`', 1, 7],
  [
    'let a = 1 let b = 2',
    'js',
    'Missing semicolon.',
    'falta um ponto e vírgula (`;`) ou algum sinal entre duas partes do código (uma vírgula, um operador?)',
    1,
    10,
  ],
  [
    'let s = "abc;',
    'js',
    'Unterminated string constant.',
    'o texto (string) não foi fechado: falta a aspa do final, na mesma linha',
    1,
    9,
  ],
  [
    'let s = `abc;',
    'js',
    'Unterminated template.',
    'a template string não foi fechada: falta a crase do final',
    1,
    10,
  ],
  [
    'let r = /abc;',
    'js',
    'Unterminated regular expression.',
    'a expressão regular não foi fechada: falta a barra (`/`) do final',
    1,
    10,
  ],
  [
    '/* comentário',
    'js',
    'Unterminated comment.',
    'o comentário não foi fechado: falta o `*/` do final',
    1,
    1,
  ],
  [
    'let const = 1;',
    'js',
    "Unexpected keyword 'const'.",
    'a palavra reservada `const` não pode ser usada aqui',
    1,
    5,
  ],
  [
    'let x = 1;\nlet x = 2;',
    'js',
    "Identifier 'x' has already been declared.",
    'o nome `x` já foi declarado antes; use outro nome ou tire a declaração repetida',
    2,
    5,
  ],
  [
    'return 5;',
    'js',
    "'return' outside of function.",
    '`return` só pode ser usado dentro de uma função',
    1,
    1,
  ],
  [
    'async function f() {}\nfunction g() { await f(); }',
    'js',
    "Unexpected reserved word 'await'.",
    '`await` só pode ser usado dentro de uma função `async`',
    2,
    16,
  ],
  [
    'let let = 1;',
    'js',
    "Unexpected reserved word 'let'.",
    'a palavra reservada `let` não pode ser usada aqui',
    1,
    5,
  ],
  [
    'if (nota = 10 || 1 = 2) {}',
    'js',
    'Invalid left-hand side in assignment expression.',
    'o lado esquerdo do `=` não pode receber um valor (para comparar, use `===`)',
    1,
    12,
  ],
  ['let b = a ¬ 2;', 'js', "Unexpected character '¬'.", 'caractere inesperado `¬`', 1, 11],
  [
    'const x;',
    'js',
    'Missing initializer in const declaration.',
    'uma constante (`const`) precisa receber um valor ao ser declarada',
    1,
    8,
  ],
  [
    'if (true) const x = 1;',
    'js',
    'Lexical declaration cannot appear in a single-statement context.',
    '`let` e `const` não podem vir sozinhos depois de um `if`, `else` ou laço sem chaves; coloque a declaração entre `{` e `}`',
    1,
    11,
  ],
  [
    'break;',
    'js',
    'Unsyntactic break.',
    '`break` só pode ser usado dentro de um laço ou de um `switch`',
    1,
    1,
  ],
  [
    'try {}',
    'js',
    'Missing catch or finally clause.',
    'todo `try` precisa de um `catch` ou de um `finally`',
    1,
    1,
  ],
  [
    'const a = <div>abc',
    'jsx',
    'Unterminated JSX contents.',
    'o JSX não foi fechado: falta fechar uma tag (como `</div>`)',
    1,
    16,
  ],
  [
    'const a = <div></span>;',
    'jsx',
    'Expected corresponding JSX closing tag for <div>.',
    'a tag `<div>` precisa ser fechada com `</div>`',
    1,
    16,
  ],
  [
    'const a = <>\n  <p>oi</p>\n</div>;',
    'jsx',
    'Expected corresponding JSX closing tag for <>.',
    'o fragmento `<>` precisa ser fechado com `</>`',
    3,
    1,
  ],
  [
    'export default function App() {\n  return (\n    <h1>Olá</h1>\n    <p>x</p>\n  );\n}',
    'jsx',
    'Adjacent JSX elements must be wrapped in an enclosing tag. Did you want a JSX fragment <>...</>?',
    'elementos JSX lado a lado precisam estar dentro de um único elemento; envolva-os em uma `<div>` ou em um fragmento `<>...</>`',
    4,
    5,
  ],
  ['const a: number = (;', 'ts', 'Unexpected token', 'símbolo inesperado', 1, 20],
  [
    '@dec class A {}',
    'js',
    "Support for the experimental syntax 'decorators' isn't currently enabled",
    'a sintaxe experimental `decorators` não é aceita aqui',
    1,
    1,
  ],
];

describe('describeSyntaxError', () => {
  it.each(CASES)('translates %j (%s)', (source, ext, english, portuguese, line, column) => {
    const raw = babelError(source, ext);
    expect(parseBabelError(raw).text).toBe(english);
    expect(describeSyntaxError(raw)).toEqual({
      message: `Erro de sintaxe em \`script.${ext}\`, na linha ${line}, coluna ${column}: ${portuguese}.`,
      line,
      column,
    });
  });

  it("shows columns from 1, where Babel's code frame puts its caret", () => {
    const raw = babelError('let total = 10;\nlet media = total / ;');
    expect(raw).toMatch(/ \(2:20\)\n/);
    const caretLine = raw.split('\n').find((text) => /^ +\| +\^/.test(text)) ?? '';
    const codeLine = raw.split('\n').find((text) => text.startsWith('> 2 |')) ?? '';
    // The caret sits under the character the column counts from 1.
    expect(caretLine.indexOf('^') - '    | '.length + 1).toBe(20 + 1);
    expect(codeLine.slice('> 2 | '.length)[21 - 1]).toBe(';');
    expect(describeSyntaxError(raw)).toMatchObject({ line: 2, column: 21 });
  });

  it('matches the example of the brief when no file is named', () => {
    expect(describeSyntaxError('Unexpected token (3:4)')).toEqual({
      message: 'Erro de sintaxe na linha 3, coluna 5: símbolo inesperado.',
      line: 3,
      column: 5,
    });
    expect(describeSyntaxError('index.js: Unterminated regular expression.')).toEqual({
      message:
        'Erro de sintaxe em `index.js`: a expressão regular não foi fechada: falta a barra (`/`) do final.',
    });
  });

  it('strips terminal colours, should Babel ever add them', () => {
    const raw =
      '/script.js: Missing semicolon. (1:5)\n\n\u001b[0m\u001b[31m\u001b[1m>\u001b[22m 1 |\u001b[0m a b';
    expect(describeSyntaxError(raw).line).toBe(1);
    expect(describeSyntaxError(raw).column).toBe(6);
  });

  it('returns a message it does not know unchanged, still with its position', () => {
    const raw = babelError('let nota = 1;\nrotulo: rotulo: nota++;');
    expect(describeSyntaxError(raw)).toEqual({ message: raw, line: 2, column: 9 });
    expect(describeSyntaxError('Babel não respondeu a tempo.')).toEqual({
      message: 'Babel não respondeu a tempo.',
    });
  });
});

describe('describeBabelFailure', () => {
  it("puts Babel's code frame under the Portuguese message", () => {
    const raw = babelError('let a = 1;\nlet b = 2;\nlet c = );');
    expect(describeBabelFailure(raw)).toBe(
      [
        'Erro de sintaxe em `script.js`, na linha 3, coluna 9: símbolo inesperado.',
        '',
        '  1 | let a = 1;',
        '  2 | let b = 2;',
        '> 3 | let c = );',
        '    |         ^',
      ].join('\n'),
    );
  });

  it("leaves out Babel's advice on plugins, keeping the frame", () => {
    expect(describeBabelFailure(babelError('@dec class A {}'))).toBe(
      [
        'Erro de sintaxe em `script.js`, na linha 1, coluna 1: a sintaxe experimental `decorators` não é aceita aqui.',
        '',
        '> 1 | @dec class A {}',
        '    | ^',
      ].join('\n'),
    );
  });

  it('returns null for texts that are not Babel errors it knows', () => {
    expect(describeBabelFailure(babelError('rotulo: rotulo: 1;'))).toBeNull();
    expect(describeBabelFailure('Unexpected token (3:4)')).toBeNull();
    expect(describeBabelFailure('Unexpected token \'a\', "abc" is not valid JSON')).toBeNull();
    expect(describeBabelFailure('estilo.scss: expected "}".')).toBeNull();
  });
});
