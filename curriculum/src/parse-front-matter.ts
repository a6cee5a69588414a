// Splits a Markdown file into its YAML front matter and its body, keeping line numbers: each
// front matter key's line (for errors about that field) and the line the body starts on.
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { CurriculumError } from './curriculum-error';

const FENCE = '---';

const QUOTE_HINT = 'valores com ":", "#", "[" ou aspas devem ficar entre aspas';
/** The YAML parser's error codes, in Portuguese. */
const YAML_ERRORS: Record<string, string> = {
  DUPLICATE_KEY: 'campo repetido',
  TAB_AS_INDENT: 'use espaços, não tabulações',
  MISSING_CHAR: 'aspas ou colchetes sem fechar',
  BAD_INDENT: `indentação inválida (${QUOTE_HINT})`,
  BLOCK_AS_IMPLICIT_KEY: QUOTE_HINT,
  MULTILINE_IMPLICIT_KEY: 'cada campo fica em uma linha: "nome: valor"',
  BAD_SCALAR_START: QUOTE_HINT,
};
const DEFAULT_YAML_ERROR = `escreva um campo por linha, "nome: valor" (${QUOTE_HINT})`;

export type FrontMatter = {
  data: Record<string, unknown>;
  /** 1-based file line of each key; the opening `---` line (1) for absent keys. */
  lineOf: (key: string) => number;
  /** The body's lines; `bodyStartLine` is the file line of the first one. */
  bodyLines: string[];
  bodyStartLine: number;
};

export type FrontMatterResult =
  { ok: true; frontMatter: FrontMatter } | { ok: false; errors: CurriculumError[] };

/** The file's text with one kind of line break and no byte-order mark. */
export const normaliseSource = (source: string): string =>
  source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

export const parseFrontMatter = ({
  file,
  source,
}: {
  file: string;
  source: string;
}): FrontMatterResult => {
  const lines = normaliseSource(source).split('\n');
  const fail = (line: number, message: string): FrontMatterResult => ({
    ok: false,
    errors: [{ file, line, message }],
  });
  if (lines[0]?.trim() !== FENCE) {
    return fail(1, 'o arquivo deve começar com o front matter entre linhas "---"');
  }
  const closing = lines.findIndex((line, index) => index > 0 && line.trim() === FENCE);
  if (closing === -1) return fail(1, 'o front matter não foi fechado com uma linha "---"');

  const lineCounter = new LineCounter();
  const document = parseDocument(lines.slice(1, closing).join('\n'), {
    lineCounter,
    prettyErrors: false,
  });
  // The YAML starts on file line 2.
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + 1;
  const [yamlError] = document.errors;
  if (yamlError) {
    const line = fileLine(yamlError.pos[0]);
    const reason = YAML_ERRORS[yamlError.code] ?? DEFAULT_YAML_ERROR;
    return fail(line, `YAML inválido no front matter: ${reason}`);
  }
  const keyLines = new Map<string, number>();
  if (document.contents !== null) {
    if (!isMap(document.contents)) {
      return fail(2, 'o front matter deve ser uma lista de campos "nome: valor"');
    }
    for (const item of document.contents.items) {
      if (isScalar(item.key) && item.key.range) {
        keyLines.set(String(item.key.value), fileLine(item.key.range[0]));
      }
    }
  }
  const data = (document.toJS() ?? {}) as Record<string, unknown>;
  return {
    ok: true,
    frontMatter: {
      data,
      lineOf: (key) => keyLines.get(key) ?? 1,
      bodyLines: lines.slice(closing + 1),
      bodyStartLine: closing + 2,
    },
  };
};
