// The code sections of a challenge: starting files (`# --arquivos--`), solutions (`# --solucao--`,
// several separated by `---`) and the code run before the learner's (`# --antes--`) and after it,
// before each test (`# --depois--`).
import type { CurriculumError } from './curriculum-error';
import {
  fenceContents,
  isJavaScriptFence,
  listMarkdownBlocks,
  parseFenceInfo,
  type MarkdownBlock,
} from './list-markdown-blocks';
import type { Section } from './split-sections';

export type SourceFile = {
  /** `index.html` as written after `arquivo=`. */
  fileName: string;
  name: string;
  ext: string;
  language: string;
  contents: string;
  /** File line of the opening fence. */
  line: number;
};

const FILE_NAME = /^([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)\.([a-z0-9]+)$/;

type SectionContext = { file: string; section: Section };

const lineOfBlock = ({ section }: SectionContext, block: MarkdownBlock) =>
  section.line + 1 + block.start;

const readFileBlock = (
  context: SectionContext,
  block: MarkdownBlock,
): { file?: SourceFile; error?: CurriculumError } => {
  const line = lineOfBlock(context, block);
  const { language, attributes } = parseFenceInfo(block.token.info);
  const fileName = attributes.get('arquivo');
  if (!fileName) {
    const message = `bloco de código sem nome de arquivo: escreva \`\`\`${language || 'html'} arquivo=index.html`;
    return { error: { file: context.file, line, message } };
  }
  const match = FILE_NAME.exec(fileName);
  if (!match) {
    const message = `nome de arquivo inválido "${fileName}" (ex.: index.html, script.js)`;
    return { error: { file: context.file, line, message } };
  }
  const [, name = '', ext = ''] = match;
  return { file: { fileName, name, ext, language, contents: fenceContents(block.token), line } };
};

const strayContentError = (
  { file, section }: SectionContext,
  block: MarkdownBlock,
  what: string,
) => ({
  file,
  line: section.line + 1 + block.start,
  message: `em ${section.label} só cabem ${what}`,
});

/** One group of file blocks: no text between them, one block per file name. */
const readFileGroup = (context: SectionContext, blocks: MarkdownBlock[]) => {
  const files: SourceFile[] = [];
  const errors: CurriculumError[] = [];
  for (const block of blocks) {
    if (block.token.type !== 'fence') {
      // A freeCodeCamp section names its files from the language (freecodecamp-body.ts).
      const ours = context.section.label === `# --${context.section.marker}--`;
      const what = ours ? 'blocos de código com arquivo=nome' : 'blocos de código, um por arquivo';
      errors.push(strayContentError(context, block, what));
      continue;
    }
    const { file, error } = readFileBlock(context, block);
    if (error) errors.push(error);
    if (!file) continue;
    if (files.some((other) => other.fileName === file.fileName)) {
      errors.push({
        file: context.file,
        line: file.line,
        message: `o arquivo ${file.fileName} aparece mais de uma vez`,
      });
      continue;
    }
    files.push(file);
  }
  return { files, errors };
};

export const parseSeedFiles = (context: SectionContext) =>
  readFileGroup(context, listMarkdownBlocks(context.section.lines.join('\n')));

/** Solutions: groups of file blocks separated by a `---` line. */
export const parseSolutions = (context: SectionContext) => {
  const groups: MarkdownBlock[][] = [[]];
  for (const block of listMarkdownBlocks(context.section.lines.join('\n'))) {
    if (block.token.type === 'hr') groups.push([]);
    else groups.at(-1)?.push(block);
  }
  const solutions: SourceFile[][] = [];
  const errors: CurriculumError[] = [];
  for (const group of groups) {
    const result = readFileGroup(context, group);
    errors.push(...result.errors);
    if (result.files.length > 0) solutions.push(result.files);
  }
  return { solutions, errors };
};

/** `# --antes--` / `# --depois--`: exactly one ```js block. */
export const parseHookCode = (
  context: SectionContext,
): { code: string | null; errors: CurriculumError[] } => {
  const blocks = listMarkdownBlocks(context.section.lines.join('\n'));
  const [first, ...rest] = blocks;
  const fail = (line: number) => ({
    code: null,
    errors: [
      {
        file: context.file,
        line,
        message: `${context.section.label} deve ter exatamente um bloco \`\`\`js`,
      },
    ],
  });
  if (!first || rest.length > 0)
    return fail(rest[0] ? lineOfBlock(context, rest[0]) : context.section.line);
  if (!isJavaScriptFence(first)) {
    return fail(lineOfBlock(context, first));
  }
  return { code: fenceContents(first.token), errors: [] };
};
