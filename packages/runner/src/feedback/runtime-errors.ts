// JavaScript errors thrown by the learner's code, as V8 (Chromium) words them, in Portuguese. The
// runner reports an error's message alone ("x is not defined"); a page's error event and a stack
// put its name first ("Uncaught ReferenceError: x is not defined"): both are recognised.
import { code } from './format';

type Rule = { pattern: RegExp; describe: (match: RegExpExecArray) => string };

/** Reads `match[index]`, which a rule's pattern always captures. */
const group = (match: RegExpExecArray, index: number) => match[index] ?? '';

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** How the learner wrote the access V8 names: `.nome`, `[0]`, `[Symbol(Symbol.iterator)]`. */
const accessor = (property: string) => {
  if (IDENTIFIER.test(property)) return `.${property}`;
  if (/^\d+$/.test(property) || property.startsWith('Symbol(')) return `[${property}]`;
  return `['${property}']`;
};

/** "(linha 1, coluna 2)" when V8 gives them, else "(posição 1)" (counted from 0, as V8 does). */
const jsonPlace = (match: RegExpExecArray, position: number) => {
  const line = match[position + 1];
  const column = match[position + 2];
  return line && column
    ? `linha ${line}, coluna ${column}`
    : `posição ${group(match, position)} do texto`;
};

const JSON_DETAILS: [RegExp, string][] = [
  [/^Unexpected non-whitespace character after JSON$/, 'sobrou texto depois do fim do JSON'],
  [
    /^Expected property name or '\}'$/,
    'esperava o nome de uma propriedade entre aspas duplas (`"nome"`) ou `}`',
  ],
  [
    /^Expected double-quoted property name$/,
    'esperava o nome de uma propriedade entre aspas duplas (`"nome"`); confira se não sobrou uma vírgula antes de `}`',
  ],
  [/^Expected ':' after property name$/, 'falta `:` depois do nome de uma propriedade'],
  [
    /^Expected ',' or '\}' after property value$/,
    'falta `,` ou `}` depois do valor de uma propriedade',
  ],
  [/^Expected ',' or '\]' after array element$/, 'falta `,` ou `]` depois de um item do array'],
  [/^Unterminated string$/, 'um texto não foi fechado com aspas duplas (`"`)'],
  [
    /^Bad control character in string literal$/,
    'há um caractere especial, como uma quebra de linha, dentro de um texto',
  ],
  [/^Bad escaped character$/, 'há uma barra invertida (`\\`) inválida dentro de um texto'],
  [
    /^(?:No number after minus sign|Unterminated fractional number|Exponent part is missing a number)$/,
    'há um número escrito de forma inválida',
  ],
];

/** V8's words before the position: "Unterminated string in JSON", "… after JSON". */
const describeJsonDetail = (words: string) => {
  const detail = words.replace(/ in JSON$/, '');
  return JSON_DETAILS.find(([pattern]) => pattern.test(detail))?.[1];
};

const RULES: Rule[] = [
  {
    pattern: /^([\p{L}_$][\p{L}\p{N}_$]*) is not defined$/u,
    describe: (m) =>
      `${code(group(m, 1))} não está definido. Confira se o nome está escrito certinho (maiúsculas e minúsculas fazem diferença) e se ele foi declarado, com \`let\`, \`const\` ou \`function\`.`,
  },
  {
    pattern: /^Cannot access '(.+)' before initialization$/s,
    describe: (m) =>
      `${code(group(m, 1))} foi usado antes de ser criado. Coloque a declaração (\`let\`, \`const\` ou \`class\`) antes do ponto em que ele é usado.`,
  },
  {
    pattern: /^(.+) is not a function or its return value is not iterable$/s,
    describe: (m) =>
      `${code(group(m, 1))} não é uma função, ou o valor que ela retorna não pode ser percorrido (não é iterável).`,
  },
  {
    pattern: /^(.+) is not a function$/s,
    describe: (m) =>
      `${code(group(m, 1))} não é uma função, então não pode ser chamado com \`()\`. Confira o nome e o valor que ele guarda.`,
  },
  {
    pattern:
      /^(?:(?:number|string|boolean|symbol|bigint|object) )?(.+?) is not iterable(?: \(cannot read property Symbol\(Symbol\.iterator\)\))?$/s,
    describe: (m) =>
      `${code(group(m, 1))} não pode ser percorrido (não é iterável). \`for...of\`, o espalhamento (\`...\`) e a desestruturação com \`[ ]\` funcionam com arrays, textos e outros valores iteráveis.`,
  },
  {
    pattern: /^Cannot read properties of (undefined|null) \(reading '(.*)'\)$/s,
    describe: (m) =>
      `Não foi possível ler ${code(accessor(group(m, 2)))}, porque o valor antes dele é ${code(group(m, 1))}. Confira se a variável ou a propriedade antes de ${code(accessor(group(m, 2)))} existe e tem um valor.`,
  },
  {
    pattern: /^Cannot set properties of (undefined|null) \(setting '(.*)'\)$/s,
    describe: (m) =>
      `Não foi possível mudar ${code(accessor(group(m, 2)))}, porque o valor antes dele é ${code(group(m, 1))}. Confira se a variável ou a propriedade antes de ${code(accessor(group(m, 2)))} existe e tem um valor.`,
  },
  {
    pattern: /^Cannot destructure property '(.+)' of '(.+)' as it is (undefined|null)\.$/s,
    describe: (m) =>
      `Não foi possível tirar a propriedade ${code(group(m, 1))} de ${code(group(m, 2))} (desestruturação), porque o valor é ${code(group(m, 3))}.`,
  },
  {
    pattern: /^Cannot destructure '(.+)' as it is (undefined|null)\.$/s,
    describe: (m) =>
      `Não foi possível desestruturar ${code(group(m, 1))}, porque o valor é ${code(group(m, 2))}.`,
  },
  {
    pattern: /^Assignment to constant variable\.$/,
    describe: () =>
      'Você tentou mudar o valor de uma constante (`const`). Se o valor precisa mudar, declare a variável com `let`.',
  },
  {
    pattern: /^(.+) is not a constructor$/s,
    describe: (m) =>
      `${code(group(m, 1))} não pode ser usado com \`new\`: ele não é uma classe nem um construtor.`,
  },
  {
    pattern: /^Class constructor (.+) cannot be invoked without 'new'$/s,
    describe: (m) =>
      `A classe ${code(group(m, 1))} precisa ser criada com \`new\` (\`new ${group(m, 1)}()\`).`,
  },
  {
    pattern: /^Maximum call stack size exceeded$/,
    describe: () =>
      'Funções demais foram chamadas uma dentro da outra (a pilha de chamadas estourou). Provavelmente uma função chama a si mesma sem parar: confira a condição de parada.',
  },
  {
    pattern: /^Invalid array length$/,
    describe: () =>
      'Tamanho de array inválido: o tamanho precisa ser um número inteiro que não seja negativo.',
  },
  {
    pattern: /^Cannot convert undefined or null to object$/,
    describe: () =>
      'Esta operação precisa de um objeto, mas recebeu `undefined` ou `null`. Confira o valor passado (por exemplo, para `Object.keys`).',
  },
  {
    pattern: /^Reduce of empty array with no initial value$/,
    describe: () =>
      '`reduce` foi chamado em um array vazio sem valor inicial. Passe o valor inicial como segundo argumento, por exemplo `reduce(funcao, 0)`.',
  },
  {
    pattern: /^Cannot create property '(.+)' on (string|number|boolean|symbol|bigint) '(.*)'$/s,
    describe: (m) =>
      `Não é possível criar a propriedade ${code(group(m, 1))} em ${code(group(m, 2) === 'string' ? `'${group(m, 3)}'` : group(m, 3))}: textos, números e booleanos não guardam propriedades.`,
  },
  {
    pattern: /^Cannot use 'in' operator to search for '(.+)' in (.+)$/s,
    describe: (m) =>
      `O operador \`in\` só funciona com objetos, mas recebeu ${code(group(m, 2))} ao procurar ${code(group(m, 1))}.`,
  },
  {
    pattern: /^Unexpected end of JSON input$/,
    describe: () =>
      'O texto passado para `JSON.parse` terminou antes do esperado: ele está vazio ou incompleto?',
  },
  {
    pattern: /^Unexpected token '(.+)', ("[\s\S]*"(?:\.\.\.)?) is not valid JSON$/,
    describe: (m) =>
      `O texto ${code(group(m, 2))} não é um JSON válido: o caractere ${code(group(m, 1))} não era esperado ali.`,
  },
  {
    pattern: /^("[\s\S]*") is not valid JSON$/,
    describe: (m) => `O texto ${code(group(m, 1))} não é um JSON válido.`,
  },
  {
    // Before V8 10.x: "Unexpected token a in JSON at position 0".
    pattern: /^Unexpected token (.) in JSON at position (\d+)$/s,
    describe: (m) =>
      `O texto não é um JSON válido: o caractere ${code(group(m, 1))} não era esperado (posição ${group(m, 2)} do texto).`,
  },
  {
    pattern: /^(.+? (?:in|after) JSON) at position (\d+)(?: \(line (\d+) column (\d+)\))?$/s,
    describe: (m) => {
      const detail = describeJsonDetail(group(m, 1));
      return detail ? `O texto não é um JSON válido (${jsonPlace(m, 2)}): ${detail}.` : '';
    },
  },
];

/** Error names V8 may put first ("TypeError: "), with "Uncaught " from a page's error event. */
const PREFIX = /^(?:Uncaught (?:\(in promise\) )?)?(?:[A-Z][A-Za-z]*Error: )?/;

/** A JavaScript runtime error in Portuguese, or null when it is not one we know. */
export const describeRuntimeError = (raw: string): string | null => {
  const message = raw.replace(PREFIX, '');
  for (const rule of RULES) {
    const match = rule.pattern.exec(message);
    if (match) return rule.describe(match) || null;
  }
  return null;
};
