// Babel's syntax errors (@babel/standalone 7.29) in Portuguese. The transform worker reports
// Babel's `error.message`, which reads:
//   "/script.js: Unexpected token, expected \",\" (2:10)\n\n  1 | …\n> 2 | …\n    |           ^"
// the file name (parse errors make it absolute: a "/" first), the parser's message, its position (line
// from 1, column from 0) and a code frame after a blank line. Missing-plugin errors differ: the
// position comes with the column from 1 and a colon, "(1:1):", and help text follows the frame.
import { code, lookup } from './format';

export type SyntaxErrorDescription = { message: string; line?: number; column?: number };

type ParsedBabelError = {
  fileName?: string;
  /** The parser's words, without file name, position or code frame. */
  text: string;
  line?: number;
  /** From 1, as editors show it. */
  column?: number;
  /** The code frame (the lines around the error and the `^` under it), when Babel gave one. */
  codeFrame?: string;
};

// eslint-disable-next-line no-control-regex
const ANSI_COLOR = /\u001b\[[\d;]*m/g;
const FILE_NAME = /^\/?([^\n:]+?\.(?:[cm]?[jt]sx?|html)): /;
const POSITION = / \((\d+):(\d+)\)$/;
const MISSING_PLUGIN =
  /^(Support for the experimental syntax '[^']+' isn't currently enabled) \((\d+):(\d+)\):$/;

/** Splits Babel's message into its parts; the text alone when it has none of them. */
export const parseBabelError = (raw: string): ParsedBabelError => {
  const message = raw.replace(ANSI_COLOR, '');
  const blank = message.indexOf('\n\n');
  let head = blank === -1 ? message : message.slice(0, blank);
  const after = blank === -1 ? '' : message.slice(blank + 2);
  const parsed: ParsedBabelError = { text: head };
  const file = FILE_NAME.exec(head);
  if (file) {
    parsed.fileName = file[1];
    head = head.slice(file[0].length);
  }
  const plugin = MISSING_PLUGIN.exec(head);
  const position = plugin ? null : POSITION.exec(head);
  if (plugin) {
    parsed.text = plugin[1] as string;
    parsed.line = Number(plugin[2]);
    parsed.column = Number(plugin[3]);
  } else if (position) {
    parsed.text = head.slice(0, position.index);
    parsed.line = Number(position[1]);
    parsed.column = Number(position[2]) + 1;
  } else {
    parsed.text = head;
  }
  // The frame ends where the missing-plugin help text begins (after another blank line).
  const frame = (plugin ? after.split('\n\n')[0] : after)?.replace(/\s+$/, '');
  if (frame && /^[> ] +\d+ \|/.test(frame)) parsed.codeFrame = frame;
  return parsed;
};

type Rule = { pattern: RegExp; describe: (match: RegExpExecArray) => string };

/** Reads `match[index]`, which a rule's pattern always captures. */
const group = (match: RegExpExecArray, index: number) => match[index] ?? '';

const RESERVED_WORDS: Record<string, string> = {
  await: '`await` só pode ser usado dentro de uma função `async`',
  yield: '`yield` só pode ser usado dentro de uma função geradora (`function*`)',
};

const LEFT_HAND_SIDES: Record<string, string> = {
  'assignment expression':
    'o lado esquerdo do `=` não pode receber um valor (para comparar, use `===`)',
  'postfix operation': '`++` e `--` só funcionam com variáveis e propriedades',
  'prefix operation': '`++` e `--` só funcionam com variáveis e propriedades',
  'for-in statement': 'o lado esquerdo do `for...in` precisa ser uma variável',
  'for-of statement': 'o lado esquerdo do `for...of` precisa ser uma variável',
};

const RULES: Rule[] = [
  { pattern: /^Unexpected token$/, describe: () => 'símbolo inesperado' },
  {
    pattern: /^Unexpected token, expected "(.+)"$/,
    describe: (m) => `símbolo inesperado; era esperado ${code(group(m, 1))}`,
  },
  {
    pattern: /^Unexpected token '(.+)'\.(?:, expected "(.+)")?$/,
    describe: (m) =>
      `símbolo inesperado ${code(group(m, 1))}${m[2] ? `; era esperado ${code(m[2])}` : ''}`,
  },
  {
    pattern: /^Missing semicolon\.$/,
    describe: () =>
      'falta um ponto e vírgula (`;`) ou algum sinal entre duas partes do código (uma vírgula, um operador?)',
  },
  {
    pattern: /^Unterminated string constant\.$/,
    describe: () => 'o texto (string) não foi fechado: falta a aspa do final, na mesma linha',
  },
  {
    pattern: /^Unterminated template\.$/,
    describe: () => 'a template string não foi fechada: falta a crase do final',
  },
  {
    pattern: /^Unterminated regular expression\.$/,
    describe: () => 'a expressão regular não foi fechada: falta a barra (`/`) do final',
  },
  {
    pattern: /^Unterminated comment\.$/,
    describe: () => 'o comentário não foi fechado: falta o `*/` do final',
  },
  {
    pattern: /^Unexpected keyword '(.+)'\.$/,
    describe: (m) => `a palavra reservada ${code(group(m, 1))} não pode ser usada aqui`,
  },
  {
    pattern: /^Unexpected reserved word '(.+)'\.$/,
    describe: (m) =>
      lookup(RESERVED_WORDS, group(m, 1)) ??
      `a palavra reservada ${code(group(m, 1))} não pode ser usada aqui`,
  },
  {
    pattern: /^'await' is only allowed within async functions and at the top levels of modules\.$/,
    describe: () => RESERVED_WORDS.await as string,
  },
  {
    pattern: /^'yield' is only allowed within generator functions\.$/,
    describe: () => RESERVED_WORDS.yield as string,
  },
  {
    pattern: /^Identifier '(.+)' has already been declared\.$/,
    describe: (m) =>
      `o nome ${code(group(m, 1))} já foi declarado antes; use outro nome ou tire a declaração repetida`,
  },
  {
    pattern: /^'return' outside of function\.$/,
    describe: () => '`return` só pode ser usado dentro de uma função',
  },
  {
    pattern: /^Invalid left-hand side in (.+)\.$/,
    describe: (m) => lookup(LEFT_HAND_SIDES, group(m, 1)) ?? '',
  },
  {
    pattern: /^Unexpected character '(.+)'\.$/su,
    describe: (m) => `caractere inesperado ${code(group(m, 1))}`,
  },
  {
    pattern: /^Missing initializer in const declaration\.$/,
    describe: () => 'uma constante (`const`) precisa receber um valor ao ser declarada',
  },
  {
    pattern: /^Missing initializer in destructuring declaration\.$/,
    describe: () => 'a desestruturação precisa receber um valor (`= …`)',
  },
  {
    pattern: /^Lexical declaration cannot appear in a single-statement context\.$/,
    describe: () =>
      '`let` e `const` não podem vir sozinhos depois de um `if`, `else` ou laço sem chaves; coloque a declaração entre `{` e `}`',
  },
  {
    pattern: /^Unsyntactic break\.$/,
    describe: () => '`break` só pode ser usado dentro de um laço ou de um `switch`',
  },
  {
    pattern: /^Unsyntactic continue\.$/,
    describe: () => '`continue` só pode ser usado dentro de um laço',
  },
  {
    pattern: /^Missing catch or finally clause\.$/,
    describe: () => 'todo `try` precisa de um `catch` ou de um `finally`',
  },
  {
    pattern: /^Illegal newline after throw\.$/,
    describe: () => 'o valor lançado precisa vir na mesma linha do `throw`',
  },
  {
    pattern: /^Only one default export allowed per module\.$/,
    describe: () => 'só pode haver um `export default` em cada arquivo',
  },
  {
    pattern: /^Duplicate constructor in the same class\.$/,
    describe: () => 'a classe tem mais de um `constructor`',
  },
  {
    pattern: /^Argument name clash\.$/,
    describe: () => 'dois parâmetros da função têm o mesmo nome',
  },
  {
    pattern: /^Unterminated JSX contents\.$/,
    describe: () => 'o JSX não foi fechado: falta fechar uma tag (como `</div>`)',
  },
  {
    pattern: /^Expected corresponding JSX closing tag for <>\.$/,
    describe: () => 'o fragmento `<>` precisa ser fechado com `</>`',
  },
  {
    pattern: /^Expected corresponding JSX closing tag for <(.+)>\.$/,
    describe: (m) =>
      `a tag ${code(`<${group(m, 1)}>`)} precisa ser fechada com ${code(`</${group(m, 1)}>`)}`,
  },
  {
    pattern: /^Adjacent JSX elements must be wrapped in an enclosing tag\./,
    describe: () =>
      'elementos JSX lado a lado precisam estar dentro de um único elemento; envolva-os em uma `<div>` ou em um fragmento `<>...</>`',
  },
  {
    pattern: /^Support for the experimental syntax '(.+)' isn't currently enabled$/,
    describe: (m) => `a sintaxe experimental ${code(group(m, 1))} não é aceita aqui`,
  },
];

/** The Portuguese words for the parser's message, or null when it is not one we know. */
const describeText = (text: string) => {
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (match) return rule.describe(match) || null;
  }
  return null;
};

/** "Erro de sintaxe em `script.js`, na linha 3, coluna 9: " and its shorter forms. */
const lead = ({ fileName, line, column }: ParsedBabelError) => {
  const where =
    line === undefined ? '' : `linha ${line}${column === undefined ? '' : `, coluna ${column}`}`;
  if (fileName && where) return `Erro de sintaxe em ${code(fileName)}, na ${where}: `;
  if (fileName) return `Erro de sintaxe em ${code(fileName)}: `;
  if (where) return `Erro de sintaxe na ${where}: `;
  return 'Erro de sintaxe: ';
};

const position = ({ line, column }: ParsedBabelError) => ({
  ...(line === undefined ? {} : { line }),
  ...(column === undefined ? {} : { column }),
});

/**
 * A Babel syntax error message (as the transform worker reports it) in Portuguese, with its
 * position (line and column from 1) when known. A message we do not know comes back unchanged
 * (still with its position when Babel gave one).
 */
export const describeSyntaxError = (raw: string): SyntaxErrorDescription => {
  const parsed = parseBabelError(raw);
  const words = describeText(parsed.text);
  if (words === null) return { message: raw, ...position(parsed) };
  return { message: `${lead(parsed)}${words}.`, ...position(parsed) };
};

/**
 * The same error for a console or a failure list: the Portuguese message and Babel's code frame
 * under it, or null when `raw` is not a Babel error we know (a file name and a position).
 */
export const describeBabelFailure = (raw: string): string | null => {
  const parsed = parseBabelError(raw);
  if (parsed.fileName === undefined || parsed.line === undefined) return null;
  const words = describeText(parsed.text);
  if (words === null) return null;
  const message = `${lead(parsed)}${words}.`;
  return parsed.codeFrame ? `${message}\n\n${parsed.codeFrame}` : message;
};
