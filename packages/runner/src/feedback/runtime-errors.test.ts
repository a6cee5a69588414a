import { describe, expect, it } from 'vitest';
import { describeRuntimeError } from './runtime-errors';

/**
 * Runs broken code in strict mode (Node runs V8, Chromium's engine) and returns the error it
 * throws: its message as the test worker reports it, and "Name: message" as a stack begins.
 */
const thrownBy = (source: string) => {
  try {
    new Function(`'use strict';\n${source}`)();
  } catch (error) {
    if (error instanceof Error)
      return { message: error.message, named: `${error.name}: ${error.message}` };
    throw error;
  }
  throw new Error(`no error thrown by: ${source}`);
};

const CASES: [string, string][] = [
  [
    'semNome + 1',
    '`semNome` não está definido. Confira se o nome está escrito certinho (maiúsculas e minúsculas fazem diferença) e se ele foi declarado, com `let`, `const` ou `function`.',
  ],
  [
    'total; let total = 1;',
    '`total` foi usado antes de ser criado. Coloque a declaração (`let`, `const` ou `class`) antes do ponto em que ele é usado.',
  ],
  [
    'const soma = 1; soma();',
    '`soma` não é uma função, então não pode ser chamado com `()`. Confira o nome e o valor que ele guarda.',
  ],
  [
    'const aluno = {}; aluno.falar();',
    '`aluno.falar` não é uma função, então não pode ser chamado com `()`. Confira o nome e o valor que ele guarda.',
  ],
  [
    'for (const x of 5) {}',
    '`5` não pode ser percorrido (não é iterável). `for...of`, o espalhamento (`...`) e a desestruturação com `[ ]` funcionam com arrays, textos e outros valores iteráveis.',
  ],
  [
    'new Map(5);',
    '`5` não pode ser percorrido (não é iterável). `for...of`, o espalhamento (`...`) e a desestruturação com `[ ]` funcionam com arrays, textos e outros valores iteráveis.',
  ],
  [
    'const lista = undefined; [...lista];',
    '`lista` não pode ser percorrido (não é iterável). `for...of`, o espalhamento (`...`) e a desestruturação com `[ ]` funcionam com arrays, textos e outros valores iteráveis.',
  ],
  [
    'async function dados() {} for (const x of dados()) {}',
    '`dados` não é uma função, ou o valor que ela retorna não pode ser percorrido (não é iterável).',
  ],
  [
    'let aluno; aluno.nome;',
    'Não foi possível ler `.nome`, porque o valor antes dele é `undefined`. Confira se a variável ou a propriedade antes de `.nome` existe e tem um valor.',
  ],
  [
    'const lista = []; lista[0].nome;',
    'Não foi possível ler `.nome`, porque o valor antes dele é `undefined`. Confira se a variável ou a propriedade antes de `.nome` existe e tem um valor.',
  ],
  [
    'const vazio = null; vazio[0];',
    'Não foi possível ler `[0]`, porque o valor antes dele é `null`. Confira se a variável ou a propriedade antes de `[0]` existe e tem um valor.',
  ],
  [
    'let aluno; aluno.nome = "Ana";',
    'Não foi possível mudar `.nome`, porque o valor antes dele é `undefined`. Confira se a variável ou a propriedade antes de `.nome` existe e tem um valor.',
  ],
  [
    'const vazio = null; vazio["nome completo"] = 1;',
    "Não foi possível mudar `['nome completo']`, porque o valor antes dele é `null`. Confira se a variável ou a propriedade antes de `['nome completo']` existe e tem um valor.",
  ],
  [
    'const { nome } = undefined;',
    'Não foi possível tirar a propriedade `nome` de `undefined` (desestruturação), porque o valor é `undefined`.',
  ],
  [
    'const total = 1; total = 2;',
    'Você tentou mudar o valor de uma constante (`const`). Se o valor precisa mudar, declare a variável com `let`.',
  ],
  [
    'const criar = () => {}; new criar();',
    '`criar` não pode ser usado com `new`: ele não é uma classe nem um construtor.',
  ],
  ['class Pessoa {} Pessoa();', 'A classe `Pessoa` precisa ser criada com `new` (`new Pessoa()`).'],
  [
    'function conta(n) { return conta(n + 1); } conta(0);',
    'Funções demais foram chamadas uma dentro da outra (a pilha de chamadas estourou). Provavelmente uma função chama a si mesma sem parar: confira a condição de parada.',
  ],
  [
    'new Array(-1);',
    'Tamanho de array inválido: o tamanho precisa ser um número inteiro que não seja negativo.',
  ],
  [
    'Object.keys(undefined);',
    'Esta operação precisa de um objeto, mas recebeu `undefined` ou `null`. Confira o valor passado (por exemplo, para `Object.keys`).',
  ],
  [
    '[].reduce((a, b) => a + b);',
    '`reduce` foi chamado em um array vazio sem valor inicial. Passe o valor inicial como segundo argumento, por exemplo `reduce(funcao, 0)`.',
  ],
  [
    '"abc".tamanho = 3;',
    "Não é possível criar a propriedade `tamanho` em `'abc'`: textos, números e booleanos não guardam propriedades.",
  ],
  ['"a" in "abc";', 'O operador `in` só funciona com objetos, mas recebeu `abc` ao procurar `a`.'],
  [
    'JSON.parse("abc");',
    'O texto `"abc"` não é um JSON válido: o caractere `a` não era esperado ali.',
  ],
  [
    'JSON.parse("");',
    'O texto passado para `JSON.parse` terminou antes do esperado: ele está vazio ou incompleto?',
  ],
  ['JSON.parse(undefined);', 'O texto `"undefined"` não é um JSON válido.'],
  [
    'JSON.parse("{nome: 1}");',
    'O texto não é um JSON válido (posição 1 do texto): esperava o nome de uma propriedade entre aspas duplas (`"nome"`) ou `}`.',
  ],
  [
    'JSON.parse(\'{"a": 1,}\');',
    'O texto não é um JSON válido (posição 8 do texto): esperava o nome de uma propriedade entre aspas duplas (`"nome"`); confira se não sobrou uma vírgula antes de `}`.',
  ],
  [
    'JSON.parse(\'{"a" 1}\');',
    'O texto não é um JSON válido (posição 5 do texto): falta `:` depois do nome de uma propriedade.',
  ],
  [
    'JSON.parse("[1 2]");',
    'O texto não é um JSON válido (posição 3 do texto): falta `,` ou `]` depois de um item do array.',
  ],
  [
    'JSON.parse("[1] x");',
    'O texto não é um JSON válido (posição 4 do texto): sobrou texto depois do fim do JSON.',
  ],
  [
    "JSON.parse('\"abc');",
    'O texto não é um JSON válido (posição 4 do texto): um texto não foi fechado com aspas duplas (`"`).',
  ],
];

/**
 * Newer V8 (Node 26, Chromium) ends a JSON position with "(line L column C)", and the translation
 * then says linha and coluna instead of the position: the expected text follows the engine running.
 */
const asThisEngineSaysIt = (message: string, portuguese: string) => {
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
  return lineColumn
    ? portuguese.replace(
        /\(posição \d+ do texto\)/,
        `(linha ${lineColumn[1]}, coluna ${lineColumn[2]})`,
      )
    : portuguese;
};

describe('describeRuntimeError', () => {
  it.each(CASES)('translates the error of `%s`', (source, expected) => {
    const { message, named } = thrownBy(source);
    const portuguese = asThisEngineSaysIt(message, expected);
    expect(describeRuntimeError(message)).toBe(portuguese);
    // A stack, or a page's error event, names the error first.
    expect(describeRuntimeError(named)).toBe(portuguese);
    expect(describeRuntimeError(`Uncaught ${named}`)).toBe(portuguese);
  });

  it("reads Chromium's newer JSON positions (line and column)", () => {
    expect(
      describeRuntimeError(
        "SyntaxError: Expected property name or '}' in JSON at position 1 (line 1 column 2)",
      ),
    ).toBe(
      'O texto não é um JSON válido (linha 1, coluna 2): esperava o nome de uma propriedade entre aspas duplas (`"nome"`) ou `}`.',
    );
    expect(describeRuntimeError('Unexpected token a in JSON at position 0')).toBe(
      'O texto não é um JSON válido: o caractere `a` não era esperado (posição 0 do texto).',
    );
  });

  it('keeps expressions V8 names as they are, whatever they hold', () => {
    expect(describeRuntimeError('(intermediate value).map is not a function')).toBe(
      '`(intermediate value).map` não é uma função, então não pode ser chamado com `()`. Confira o nome e o valor que ele guarda.',
    );
    expect(
      describeRuntimeError(
        "Cannot read properties of undefined (reading 'Symbol(Symbol.iterator)')",
      ),
    ).toBe(
      'Não foi possível ler `[Symbol(Symbol.iterator)]`, porque o valor antes dele é `undefined`. Confira se a variável ou a propriedade antes de `[Symbol(Symbol.iterator)]` existe e tem um valor.',
    );
  });

  it('returns null for other texts', () => {
    for (const text of [
      'Não encontramos a variável precoMeia.',
      'x is not defined here',
      'Private name #x is not defined.',
      'expected 1 to equal 2',
      'Error: my own error',
      'Expected number in JSON at position 3',
      '',
    ]) {
      expect(describeRuntimeError(text), text).toBeNull();
    }
  });
});
