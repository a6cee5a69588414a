// Cuts a challenge body into its sections: each opens with a level-1 heading `# --marker--`
// (curriculum/README.md). Headings inside fenced code are code, not markers.
import type { CurriculumError } from './curriculum-error';

export const SECTION_MARKERS = [
  'descricao',
  'instrucoes',
  'arquivos',
  'testes',
  'solucao',
  'demonstracao',
  'antes',
  'depois',
  'perguntas',
] as const;
export type SectionMarker = (typeof SECTION_MARKERS)[number];

export type Section = {
  marker: SectionMarker;
  /** File line of the `# --marker--` heading. */
  line: number;
  /** The heading as written, for messages: `# --testes--`, or an alias (`# --hints--`). */
  label: string;
  /** The section's lines (after the heading); the first is on file line `line + 1`. */
  lines: string[];
};

const HEADING = /^#[ \t]+(.*?)[ \t#]*$/;
const MARKER = /^--([a-z]+)--$/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

const isSectionMarker = (value: string): value is SectionMarker =>
  (SECTION_MARKERS as readonly string[]).includes(value);

const MARKER_LIST = SECTION_MARKERS.map((marker) => `# --${marker}--`).join(', ');

/** Tracks fenced code: returns the fence that is open after `line`, or null. */
export const nextFenceState = (openFence: string | null, line: string): string | null => {
  const match = FENCE_OPEN.exec(line);
  if (openFence === null) return match?.[1] ?? null;
  const closing = line.trim();
  const closes =
    closing.length >= openFence.length && closing === (openFence[0] ?? '').repeat(closing.length);
  return closes ? null : openFence;
};

export const splitSections = ({
  file,
  bodyLines,
  bodyStartLine,
  headingLabels,
  describeUnknownSection,
}: {
  file: string;
  bodyLines: readonly string[];
  bodyStartLine: number;
  /** File line → the heading as written, where the lines were translated from an alias. */
  headingLabels?: ReadonlyMap<number, string>;
  /** The message for an unknown heading (default: the list of our markers). */
  describeUnknownSection?: (heading: string) => string;
}): { sections: Map<SectionMarker, Section>; errors: CurriculumError[] } => {
  const sections = new Map<SectionMarker, Section>();
  const errors: CurriculumError[] = [];
  let current: Section | null = null;
  let openFence: string | null = null;
  let fenceLine = 0;
  /** After an unknown or repeated heading, its lines belong to no section and are skipped. */
  let skipping = false;
  let reportedStrayText = false;

  bodyLines.forEach((text, index) => {
    const line = bodyStartLine + index;
    const heading = openFence === null ? HEADING.exec(text) : null;
    const wasOpen = openFence !== null;
    openFence = nextFenceState(openFence, text);
    if (!wasOpen && openFence !== null) fenceLine = line;
    if (heading) {
      const marker = MARKER.exec(heading[1] ?? '')?.[1] ?? '';
      if (!isSectionMarker(marker)) {
        const heading = text.trim();
        errors.push({
          file,
          line,
          message:
            describeUnknownSection?.(heading) ??
            `seção desconhecida "${heading}" (use ${MARKER_LIST})`,
        });
        current = null;
        skipping = true;
        return;
      }
      const label = headingLabels?.get(line) ?? `# --${marker}--`;
      const first = sections.get(marker);
      if (first) {
        errors.push({
          file,
          line,
          message:
            first.label === label
              ? `a seção ${label} aparece mais de uma vez`
              : `a seção ${label} é a mesma que ${first.label} (linha ${first.line}): use só uma`,
        });
        current = null;
        skipping = true;
        return;
      }
      skipping = false;
      current = { marker, line, label, lines: [] };
      sections.set(marker, current);
      return;
    }
    if (current) {
      current.lines.push(text);
      return;
    }
    if (text.trim() !== '' && !skipping && !reportedStrayText) {
      reportedStrayText = true;
      errors.push({
        file,
        line,
        message: 'texto fora de uma seção: comece o conteúdo com um título como # --descricao--',
      });
    }
  });
  if (openFence !== null) {
    errors.push({
      file,
      line: fenceLine,
      message: 'um bloco de código (```) foi aberto e não foi fechado',
    });
  }
  return { sections, errors };
};
