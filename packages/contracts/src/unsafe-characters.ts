// The characters no stored text may hold: NUL (U+0000), which PostgreSQL's text and jsonb cannot
// store, and unpaired UTF-16 surrogates (half of a character such as an emoji), which are not
// Unicode text and cannot be written as UTF-8. The API refuses them in every request (400, naming
// the field); the editor removes them from a learner's code as they arrive. Valid surrogate pairs
// (emoji, rare CJK characters) are kept. The one place that says which characters these are.

/** NUL or any surrogate, paired or not: a quick test that lets most text skip the exact one. */
const CANDIDATE = /[\0\uD800-\uDFFF]/;
/** NUL, a high surrogate not followed by a low one, a low surrogate not preceded by a high one. */
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether `text` holds a character that cannot be stored. */
export const hasUnsafeCharacters = (text: string): boolean =>
  CANDIDATE.test(text) && text.search(UNSAFE) !== -1;

/** Where the unsafe characters are in `text` (UTF-16 positions, ascending; each one unit long). */
export const findUnsafeCharacters = (text: string): number[] =>
  CANDIDATE.test(text) ? Array.from(text.matchAll(UNSAFE), (match) => match.index) : [];

/** `text` without its unsafe characters (the same string when it has none). */
export const removeUnsafeCharacters = (text: string): string =>
  CANDIDATE.test(text) ? text.replace(UNSAFE, '') : text;
