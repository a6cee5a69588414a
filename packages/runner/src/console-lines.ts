// Console output of learner code as the console panel shows it: each call one line, values
// written the way a learner expects ('texto', 42, [1, 2], { a: 1 }), and a cap on the total so a
// loop printing forever cannot fill the page's memory.

export const MAX_CONSOLE_LINES = 200;
export const MAX_CONSOLE_CHARACTERS = 20_000;
export const CONSOLE_TRUNCATED_LINE = '… (saída muito longa: o restante foi omitido)';

const formatValue = (value: unknown, depth = 0): string => {
  if (typeof value === 'string') return depth === 0 ? value : JSON.stringify(value);
  if (typeof value === 'function') return `[função ${value.name || 'anônima'}]`;
  if (typeof value === 'bigint') return `${value}n`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'symbol') return value.toString();
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (Array.isArray(value)) {
    return depth > 2 ? '[…]' : `[${value.map((item) => formatValue(item, depth + 1)).join(', ')}]`;
  }
  if (value !== null && typeof value === 'object') {
    if (depth > 2) return '{…}';
    const entries = Object.entries(value).map(
      ([key, item]) => `${key}: ${formatValue(item, depth + 1)}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return String(value);
};

export const formatConsoleLine = (values: readonly unknown[]): string =>
  values.map((value) => formatValue(value)).join(' ');

/** Collects lines up to the caps; past them, one truncation line and nothing more. */
export const createConsoleCollector = () => {
  const lines: string[] = [];
  let characters = 0;
  let truncated = false;
  return {
    lines,
    add(line: string): boolean {
      if (truncated) return false;
      if (lines.length >= MAX_CONSOLE_LINES || characters + line.length > MAX_CONSOLE_CHARACTERS) {
        truncated = true;
        lines.push(CONSOLE_TRUNCATED_LINE);
        return true;
      }
      characters += line.length;
      lines.push(line);
      return true;
    },
  };
};
