// The hostile inputs of the route fuzz test (issue 13): strings a database, a parser or a template
// may choke on, values of the wrong type, and sizes past every limit. Each has a label, so a
// failure names what was sent instead of printing a megabyte.

export type Labelled<Value> = { label: string; value: Value };

/** Deep enough to overflow a naive recursive walker (the "deep nesting"). */
export const DEEP_NESTING_LEVELS = 10_000;
export const ONE_MEGABYTE_STRING = 'a'.repeat(1_000_000);

/**
 * Values JSON.stringify cannot write — a number past any double — or cannot write without
 * overflowing the stack — deep nesting: a marker string stands in the value, and `toJsonText`
 * swaps it for the raw JSON text.
 */
const rawJsonValue = (label: string, text: string) => ({
  label,
  value: `\u0001${label}\u0001`,
  text,
});

export const HUGE_NUMBER = rawJsonValue('número acima de double', '1e400');
export const DEEP_ARRAYS = rawJsonValue(
  `${DEEP_NESTING_LEVELS} listas aninhadas`,
  `${'['.repeat(DEEP_NESTING_LEVELS)}${']'.repeat(DEEP_NESTING_LEVELS)}`,
);
export const DEEP_OBJECTS = rawJsonValue(
  `${DEEP_NESTING_LEVELS} objetos aninhados`,
  `${'{"a":'.repeat(DEEP_NESTING_LEVELS)}{}${'}'.repeat(DEEP_NESTING_LEVELS)}`,
);
const RAW_JSON_VALUES = [HUGE_NUMBER, DEEP_ARRAYS, DEEP_OBJECTS];

/** JSON text of a value, with the markers above swapped for their raw JSON. */
export const toJsonText = (value: unknown): string =>
  RAW_JSON_VALUES.reduce(
    (text, { value: marker, text: raw }) => text.replaceAll(JSON.stringify(marker), raw),
    JSON.stringify(value) ?? '',
  );

export const HOSTILE_STRINGS: readonly Labelled<string>[] = [
  { label: 'NUL', value: '\u0000' },
  { label: 'NUL no meio', value: 'a\u0000b' },
  { label: 'surrogate alto sozinho', value: '\uD800' },
  { label: 'surrogate baixo sozinho', value: '\uDC00' },
  { label: 'surrogates trocados', value: 'a\uDC00\uD800b' },
  { label: '1 MB', value: ONE_MEGABYTE_STRING },
  { label: 'vazio', value: '' },
  { label: 'só espaços', value: '   ' },
  { label: 'controles', value: '\u0001\u001f\u007f\r\n\t\u2028\u2029' },
  { label: 'unicode', value: 'ação 😀 👩‍💻 e\u0301 \u200B\u202E\uFEFF 𝕳' },
  { label: 'SQL', value: "'; DROP TABLE users; --" },
  { label: 'SQL OR', value: "' OR '1'='1" },
  { label: 'LIKE', value: '%_\\' },
  { label: 'caminho', value: '../../../../etc/passwd' },
  { label: 'caminho codificado', value: '..%2F..%2F..%2Fetc%2Fpasswd' },
  { label: 'caminho Windows', value: '..\\..\\windows\\win.ini' },
  { label: 'URL javascript', value: 'javascript:alert(1)' },
  { label: 'URL file', value: 'file:///etc/passwd' },
  { label: 'HTML', value: '<script>alert(1)</script>' },
  { label: 'modelo', value: '{{7*7}} ${7*7} %s%n' },
  { label: '__proto__', value: '__proto__' },
  { label: 'número como texto', value: '1e400' },
];

export const HOSTILE_NON_STRINGS: readonly Labelled<unknown>[] = [
  { label: 'zero', value: 0 },
  { label: 'negativo', value: -1 },
  { label: 'fracionário', value: 1.5 },
  { label: 'inteiro de 32 bits estourado', value: 2_147_483_648 },
  { label: 'inteiro de 64 bits estourado', value: 2 ** 63 },
  { label: 'inteiro inseguro', value: Number.MAX_SAFE_INTEGER + 2 },
  { label: 'número máximo', value: Number.MAX_VALUE },
  { label: 'número mínimo', value: -Number.MAX_VALUE },
  HUGE_NUMBER,
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: 'null', value: null },
  { label: 'lista vazia', value: [] },
  { label: 'lista', value: [1, 'a', null] },
  { label: 'lista de 100 mil itens', value: Array.from({ length: 100_000 }, () => 0) },
  { label: 'objeto vazio', value: {} },
  { label: 'objeto', value: { a: 1 } },
  DEEP_ARRAYS,
  DEEP_OBJECTS,
];

export const HOSTILE_VALUES: readonly Labelled<unknown>[] = [
  ...HOSTILE_STRINGS,
  ...HOSTILE_NON_STRINGS,
];

/** Cuts or pads a string to a length range (cutting may split a surrogate pair: also hostile). */
export const fitLength = ({
  value,
  minLength = 0,
  maxLength = Number.POSITIVE_INFINITY,
}: {
  value: string;
  minLength?: number;
  maxLength?: number;
}): string => {
  const cut = value.length > maxLength ? value.slice(0, maxLength) : value;
  return cut.length < minLength ? cut + 'a'.repeat(minLength - cut.length) : cut;
};

/**
 * Percent-encodes a string for a URL, code unit by code unit: a lone surrogate (which
 * encodeURIComponent refuses) becomes the bytes a sloppy encoder would send (WTF-8).
 */
export const encodeUrlComponent = (value: string): string =>
  Array.from(value, (character) => {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(character);
  }).join('');
