// The matcher behind chai-messages.ts: a template is chai's own text after "expected ", with holes
// where chai prints values. A message matches a template only whole, each hole holding exactly one
// value (see chai-values.ts), so a string that happens to hold a template's words cannot cut it.
import { isChaiValue, type ValueMode } from './chai-values';

/**
 * Hole kinds: a value chai printed (`actual`, `expected`, `got`, `property`, `fn`), a name chai
 * wrote bare (`name`: a constructor), a type written with its article (`type`: "a string"), a
 * number joined in as text (`target`, `delta`), or a thrown error given as either (`thrown`).
 */
export type Holes = Record<string, string>;
/** chai's template (`{actual} to equal {expected}`) and the Portuguese it becomes. */
export type MessageEntry = [pattern: string, render: (holes: Holes) => string];
type Template = { tokens: Token[]; render: (holes: Holes) => string };
type Token = { literal: string } | { hole: string };

const HOLE_PATTERNS: Record<string, RegExp> = {
  name: /^[A-Za-z_$][\w$.]*$/,
  type: /^an? [a-z][a-z ]*$/,
  target: /^[+-]?(?:[\d.]+(?:e[+-]?\d+)?|Infinity|NaN)$/,
  delta: /^[+-]?(?:[\d.]+(?:e[+-]?\d+)?|Infinity|NaN)$/,
};

const isHoleValid = (hole: string, text: string, mode: ValueMode) => {
  if (hole === 'thrown') return HOLE_PATTERNS.name!.test(text) || isChaiValue(text, mode);
  const pattern = HOLE_PATTERNS[hole];
  return pattern ? pattern.test(text) : isChaiValue(text, mode);
};

const tokenize = (pattern: string): Token[] =>
  pattern
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => (/^\{\w+\}$/.test(part) ? { hole: part.slice(1, -1) } : { literal: part }));

/** Fills `holes` when `text` from `position` matches `tokens` from `index`; backtracks on holes. */
const matchTokens = (
  tokens: Token[],
  index: number,
  text: string,
  position: number,
  mode: ValueMode,
  holes: Holes,
): boolean => {
  const token = tokens[index];
  if (token === undefined) return position === text.length;
  if ('literal' in token) {
    return (
      text.startsWith(token.literal, position) &&
      matchTokens(tokens, index + 1, text, position + token.literal.length, mode, holes)
    );
  }
  const next = tokens[index + 1];
  if (next === undefined || !('literal' in next)) {
    const value = text.slice(position);
    if (!isHoleValid(token.hole, value, mode)) return false;
    holes[token.hole] = value;
    return true;
  }
  for (
    let end = text.indexOf(next.literal, position + 1);
    end !== -1;
    end = text.indexOf(next.literal, end + 1)
  ) {
    const value = text.slice(position, end);
    if (
      isHoleValid(token.hole, value, mode) &&
      matchTokens(tokens, index + 1, text, end, mode, holes)
    ) {
      holes[token.hole] = value;
      return true;
    }
  }
  return false;
};

export const compileTemplates = (entries: readonly MessageEntry[]): Template[] =>
  entries.map(([pattern, render]) => ({ tokens: tokenize(pattern), render }));

/** The Portuguese of the first template `text` matches whole, or null when none does. */
export const renderFirstMatch = (
  templates: readonly Template[],
  text: string,
  mode: ValueMode,
): string | null => {
  for (const template of templates) {
    const holes: Holes = {};
    if (matchTokens(template.tokens, 0, text, 0, mode, holes)) return template.render(holes);
  }
  return null;
};
