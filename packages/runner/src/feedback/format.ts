// Small text helpers shared by the feedback messages.

/** Wraps a piece of code or a value in backticks (two when it holds a backtick itself). */
export const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

const SIMPLE_STRING = /^'((?:[^'\\]|\\.)*)'$/s;

/**
 * The text inside a value printed with single quotes (`'abc'` → `abc`, escapes undone for quotes
 * and backslashes); any other text is returned as it is.
 */
export const unquote = (value: string) => {
  const match = SIMPLE_STRING.exec(value);
  return match ? (match[1] as string).replace(/\\(['\\])/g, '$1') : value;
};

/** Numbers as a Brazilian reader writes them (2.5 → "2,5"). */
export const formatNumber = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

/** `record[key]` for the record's own keys only (never `toString` and kin from the prototype). */
export const lookup = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
