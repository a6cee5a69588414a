// Scoring of the AI tutor's answers against the evaluation set (issue 21), pure: one answer against
// its situation's rubric, then a whole run as a score. An answer passes when every check passes:
// - "português": the prose (code blocks and inline code removed) has at least
//   PORTUGUESE_MIN_MARKERS occurrences of common Portuguese words that English and Spanish do not
//   use (você, não, é, está, uma, com…) and more of them than of common English words (the, is,
//   you…). A heuristic, not a language detector: it only has to tell a Portuguese answer from an
//   English (or Spanish) one;
// - "pergunta", when the situation expects the tutor to ask a guiding question: a "?" in the prose
//   (a `? :` in code does not count);
// - one "menciona" check per mustMention group: at least one of its alternatives appears;
// - one "não contém" check per mustNotContain group: none of its alternatives appears.
// A string alternative matches case-insensitively, with runs of blanks counted as one space; a
// regular expression is tested as written.
import type { EvaluationSituation, RubricPattern } from './evaluation-situation';

export type ScoreCheck = { name: string; passed: boolean };
export type AnswerScore = { passed: boolean; checks: ScoreCheck[] };
export type RunScore = { passed: number; total: number; percent: number };

export const PORTUGUESE_MIN_MARKERS = 3;

const PORTUGUESE_MARKERS = new Set([
  'você',
  'vocês',
  'não',
  'é',
  'está',
  'estão',
  'são',
  'isso',
  'essa',
  'esse',
  'uma',
  'um',
  'com',
  'da',
  'dos',
  'das',
  'ao',
  'pelo',
  'pela',
  'também',
  'então',
  'seu',
  'sua',
  'tem',
  'pode',
  'qual',
  'quando',
  'porque',
  'já',
]);

const ENGLISH_MARKERS = new Set([
  'the',
  'is',
  'are',
  'you',
  'your',
  'and',
  'to',
  'of',
  'this',
  'that',
  'it',
  'with',
  'for',
  'what',
  'why',
  'how',
  'not',
]);

/** The answer without fenced code blocks and inline code: what the tutor says in words. */
export const proseOf = (answer: string): string =>
  answer.replace(/```[\s\S]*?(```|$)/g, ' ').replace(/`[^`\n]*`/g, ' ');

const countMarkers = (words: string[], markers: Set<string>) =>
  words.filter((word) => markers.has(word)).length;

export const looksPortuguese = (answer: string): boolean => {
  const words =
    proseOf(answer)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  const portuguese = countMarkers(words, PORTUGUESE_MARKERS);
  return portuguese >= PORTUGUESE_MIN_MARKERS && portuguese > countMarkers(words, ENGLISH_MARKERS);
};

const collapseBlanks = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

export const matchesPattern = (answer: string, pattern: RubricPattern): boolean =>
  typeof pattern === 'string'
    ? collapseBlanks(answer).includes(collapseBlanks(pattern))
    : pattern.test(answer);

const LABEL_MAX_CHARS = 40;

/** A group's alternatives as the table shows them, cut to a readable length. */
export const describeGroup = (group: RubricPattern[]): string => {
  const text = group
    .map((pattern) => (typeof pattern === 'string' ? `«${pattern}»` : String(pattern)))
    .join(' ou ');
  return text.length <= LABEL_MAX_CHARS ? text : `${text.slice(0, LABEL_MAX_CHARS - 1)}…`;
};

export const scoreAnswer = (situation: EvaluationSituation, answer: string): AnswerScore => {
  const checks: ScoreCheck[] = [
    { name: 'português', passed: looksPortuguese(answer) },
    ...(situation.expectsQuestion
      ? [{ name: 'pergunta', passed: proseOf(answer).includes('?') }]
      : []),
    ...situation.mustMention.map((group) => ({
      name: `menciona ${describeGroup(group)}`,
      passed: group.some((pattern) => matchesPattern(answer, pattern)),
    })),
    ...situation.mustNotContain.map((group) => ({
      name: `não contém ${describeGroup(group)}`,
      passed: !group.some((pattern) => matchesPattern(answer, pattern)),
    })),
  ];
  return { passed: checks.every((check) => check.passed), checks };
};

/** How many answers passed, of how many, and the percentage (0 for an empty run). */
export const scoreRun = (results: { passed: boolean }[]): RunScore => {
  const passed = results.filter((result) => result.passed).length;
  const total = results.length;
  return { passed, total, percent: total === 0 ? 0 : (100 * passed) / total };
};
