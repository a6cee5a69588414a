// The host side of the sandbox's locale functions (sandbox-scripts.ts INTL_SHIMS): Node's ICU
// compares and formats, as the learner's browser does. Locales and options arrive as JSON; a
// missing locale is pt-BR. Formatters are cached per run (a sort calls compare many times).
export const DEFAULT_LOCALE = 'pt-BR';
/** Longest locales or options JSON accepted (a real one is a few dozen characters). */
const MAX_JSON_LENGTH = 2_000;

const parse = (json: string | undefined): unknown => {
  if (json === undefined) return undefined;
  if (json.length > MAX_JSON_LENGTH) throw new RangeError('Intl options too long');
  return JSON.parse(json);
};

const cached = <Value>(cache: Map<string, Value>, key: string, create: () => Value): Value => {
  const found = cache.get(key);
  if (found) return found;
  const created = create();
  cache.set(key, created);
  return created;
};

export type HostIntl = {
  compare: (a: string, b: string, locales?: string, options?: string) => number;
  formatNumber: (value: number, locales?: string, options?: string) => string;
};

/** Throws what Intl throws (a RangeError for an unknown locale or option). */
export const createHostIntl = (): HostIntl => {
  const collators = new Map<string, Intl.Collator>();
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const localesOf = (json: string | undefined) =>
    (parse(json) as Intl.LocalesArgument | undefined) ?? DEFAULT_LOCALE;
  return {
    compare: (a, b, locales, options) =>
      cached(
        collators,
        `${locales}\u0000${options}`,
        () => new Intl.Collator(localesOf(locales), parse(options) as Intl.CollatorOptions),
      ).compare(a, b),
    formatNumber: (value, locales, options) =>
      cached(
        numberFormats,
        `${locales}\u0000${options}`,
        () => new Intl.NumberFormat(localesOf(locales), parse(options) as Intl.NumberFormatOptions),
      ).format(value),
  };
};
