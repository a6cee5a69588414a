// An fCC body → ours, line for line (the aliases are listed in freecodecamp-format.ts): the same
// number of lines, so that every error the parser finds later still names the line as written.
import type { CurriculumError } from './curriculum-error';
import { nextFenceState, type SectionMarker } from './split-sections';

const EDITABLE_REGION_MARKER = '--fcc-editable-region--';
const OUR_REGION_START = '[editavel]';
const OUR_REGION_END = '[/editavel]';

/** Level-1 fCC section names and the section of ours each one is. */
const LEVEL_1_ALIASES: Readonly<Record<string, SectionMarker>> = {
  description: 'descricao',
  instructions: 'instrucoes',
  hints: 'testes',
  solutions: 'solucao',
  'before-user-code': 'antes',
  'after-user-code': 'depois',
};
const SEED = 'seed';
/** The parts of `# --seed--` (level 2). */
const SEED_PARTS: Readonly<Record<string, SectionMarker>> = {
  'seed-contents': 'arquivos',
  'before-user-code': 'antes',
  'after-user-code': 'depois',
};
const SEED_PARTS_LIST = '## --seed-contents--, ## --before-user-code-- e ## --after-user-code--';

/** fCC sections with no counterpart here, and why (shown after "não é aceita aqui"). */
const REFUSED_SECTIONS: Readonly<Record<string, string>> = {
  questions: 'escreva as perguntas em # --perguntas-- (curriculum/README.md)',
  'before-each': 'use ## --after-user-code-- (roda antes de cada teste)',
  'before-all': 'use ## --before-user-code--',
  'after-each': 'os testes daqui não têm código de limpeza',
  'after-all': 'os testes daqui não têm código de limpeza',
  quizzes: 'escreva as perguntas em # --perguntas-- (curriculum/README.md)',
  scene: 'não há cenas aqui',
  transcript: 'não há transcrições aqui',
  notes: 'não há notas aqui',
  assignment: 'não há tarefas fora do editor aqui',
  explanation: 'não há explicações depois da resposta aqui',
  fillInTheBlank: 'não há desafios de lacunas aqui',
  interactive: 'não há editores interativos na descrição aqui',
  'speaking-section': 'não há exercícios de fala aqui',
};

/** The file a seed or solution block of each language becomes (fCC's names). */
const FILE_NAMES: Readonly<Record<string, string>> = {
  html: 'index.html',
  css: 'styles.css',
  js: 'script.js',
  javascript: 'script.js',
  jsx: 'index.jsx',
  ts: 'index.ts',
  typescript: 'index.ts',
  tsx: 'index.tsx',
};
const FILE_LANGUAGES = 'html, css, js, jsx, ts ou tsx';

const FREECODECAMP_SECTION_LIST =
  '# --description--, # --instructions--, # --hints--, # --seed-- (com ## --seed-contents--), # --solutions--';

/** The message for a level-1 heading that is no section, in an fCC file. */
export const describeUnknownFreeCodeCampSection = (heading: string): string => {
  const name = /^#[ \t]+--([A-Za-z-]+)--/.exec(heading)?.[1];
  const reason = name === undefined ? undefined : REFUSED_SECTIONS[name];
  if (reason) return `a seção "${heading}" do freeCodeCamp não é aceita aqui: ${reason}`;
  return `seção desconhecida "${heading}" (no formato do freeCodeCamp: ${FREECODECAMP_SECTION_LIST})`;
};

const LEVEL_1_HEADING = /^#[ \t]/;
const LEVEL_1_MARKER = /^#[ \t]+--([A-Za-z-]+)--[ \t]*$/;
const LEVEL_2_MARKER = /^##[ \t]+--([A-Za-z-]+)--[ \t]*$/;
const FENCE_INFO = /^( {0,3})(`{3,}|~{3,})(.*)$/;
/** fCC's `::id{#key}` before a seed file: an id for the file, which we do not need. */
const FILE_ID = /^::id\{#[^}]*\}[ \t]*$/;

export type TranslatedBody = {
  /** The body in our format, line for line. */
  bodyLines: string[];
  /** File line → the heading as written, for each heading rewritten (`## --seed-contents--`). */
  headingLabels: Map<number, string>;
  usesFreeCodeCampSections: boolean;
  errors: CurriculumError[];
};

/**
 * Where a line is: `files` (a seed's files), `solutions`, `seed-intro` (after `# --seed--`,
 * before its first part: only blank lines), `skip` (a part that is refused: blanked), `other`.
 */
type Region = 'files' | 'solutions' | 'seed-intro' | 'skip' | 'other';

/** A fence of a seed or solution: the file name from the language, unless it has one. */
const nameFence = ({
  match,
  file,
  line,
  errors,
}: {
  match: RegExpExecArray;
  file: string;
  line: number;
  errors: CurriculumError[];
}): string => {
  const [text = '', indent = '', fence = '', info = ''] = match;
  if (/(^|\s)arquivo=/.test(info)) return text;
  const language = info.trim().split(/\s+/)[0] ?? '';
  const known = FILE_NAMES[language];
  if (known) return `${indent}${fence}${info.trimEnd()} arquivo=${known}`;
  const python = language === 'py' || language === 'python';
  errors.push({
    file,
    line,
    message: python
      ? 'desafios em Python não rodam aqui (só HTML, CSS e JavaScript)'
      : language === ''
        ? `bloco de código sem linguagem: escreva a linguagem depois das crases (${FILE_LANGUAGES})`
        : `a linguagem "${language}" não é aceita em um arquivo (aceitas: ${FILE_LANGUAGES})`,
  });
  // A valid name, so that the parser does not report the same block again.
  const extension = /^[a-z0-9]+$/.test(language) ? language : 'txt';
  return `${indent}${fence}${info.trimEnd()} arquivo=${python ? 'main.py' : `index.${extension}`}`;
};

export const translateFreeCodeCampBody = ({
  file,
  bodyLines,
  bodyStartLine,
}: {
  file: string;
  bodyLines: readonly string[];
  bodyStartLine: number;
}): TranslatedBody => {
  const lines: string[] = [];
  const headingLabels = new Map<number, string>();
  const errors: CurriculumError[] = [];
  let usesFreeCodeCampSections = false;
  let region: Region = 'other';
  let inSeed = false;
  let openFence: string | null = null;
  let markersInFence = 0;
  let reportedSeedText = false;

  const rename = (line: number, written: string, marker: SectionMarker) => {
    headingLabels.set(line, written.trim());
    usesFreeCodeCampSections = true;
    lines.push(`# --${marker}--`);
  };

  bodyLines.forEach((text, index) => {
    const line = bodyStartLine + index;
    if (openFence !== null) {
      openFence = nextFenceState(openFence, text);
      const isMarker = openFence !== null && text.trim() === EDITABLE_REGION_MARKER;
      if (region === 'seed-intro' || region === 'skip') lines.push('');
      else if (isMarker && region === 'files') {
        markersInFence += 1;
        // A third marker opens a second region, which our parser refuses on this line.
        lines.push(markersInFence === 2 ? OUR_REGION_END : OUR_REGION_START);
      } else {
        if (isMarker && region === 'solutions') {
          errors.push({
            file,
            line,
            message: `${EDITABLE_REGION_MARKER} só vale em ## --seed-contents--, não em # --solutions--`,
          });
        }
        lines.push(text);
      }
      return;
    }
    const fence = FENCE_INFO.exec(text);
    if (fence) {
      openFence = nextFenceState(null, text);
      markersInFence = 0;
      if (region === 'files' || region === 'solutions') {
        lines.push(nameFence({ match: fence, file, line, errors }));
        return;
      }
    }
    if (!fence && LEVEL_1_HEADING.test(text)) {
      inSeed = false;
      region = 'other';
      const name = LEVEL_1_MARKER.exec(text)?.[1] ?? '';
      const marker = LEVEL_1_ALIASES[name];
      if (marker) {
        rename(line, text, marker);
        if (marker === 'solucao') region = 'solutions';
        return;
      }
      if (name === SEED) {
        usesFreeCodeCampSections = true;
        inSeed = true;
        region = 'seed-intro';
        lines.push('');
        return;
      }
      if (REFUSED_SECTIONS[name] !== undefined) usesFreeCodeCampSections = true;
      lines.push(text);
      return;
    }
    const part = fence ? undefined : LEVEL_2_MARKER.exec(text)?.[1];
    const partMarker = part === undefined ? undefined : SEED_PARTS[part];
    if (part !== undefined && inSeed) {
      if (partMarker) {
        rename(line, text, partMarker);
        region = partMarker === 'arquivos' ? 'files' : 'other';
        return;
      }
      errors.push({
        file,
        line,
        message: `"${text.trim()}" não é uma parte de # --seed--: use ${SEED_PARTS_LIST}`,
      });
      region = 'skip';
      lines.push('');
      return;
    }
    if (partMarker) {
      errors.push({ file, line, message: `"${text.trim()}" só vale dentro de # --seed--` });
      usesFreeCodeCampSections = true;
      region = 'skip';
      lines.push('');
      return;
    }
    if (region === 'skip') {
      lines.push('');
      return;
    }
    if (region === 'seed-intro') {
      if (text.trim() !== '' && !reportedSeedText) {
        reportedSeedText = true;
        errors.push({
          file,
          line,
          message: `em # --seed-- só cabem ${SEED_PARTS_LIST}: este texto fica fora de todas`,
        });
      }
      lines.push('');
      return;
    }
    if ((region === 'files' || region === 'solutions') && FILE_ID.test(text.trim())) {
      lines.push('');
      return;
    }
    lines.push(text);
  });
  return { bodyLines: lines, headingLabels, usesFreeCodeCampSections, errors };
};
