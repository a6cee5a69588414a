// fast-check arbitraries from a route's schemas. The routes' zod schemas reach us as the JSON Schema
// that `z.toJSONSchema` makes of them (fastify-type-provider-zod publishes it in the OpenAPI
// document), so this walks the JSON Schema subset zod emits: type, properties, required,
// additionalProperties, items, prefixItems, enum, const, anyOf/oneOf/allOf, $ref, min/max lengths,
// items and values, pattern and format. No maintained zod 4 → fast-check package exists.
//
// Two kinds of strings: 'plain' (random text within the limits, so requests get past validation
// and reach the services and the database) and 'hostile' (NUL, lone surrogates, SQL… cut or padded
// to the limits, so they get past validation too).
import fc from 'fast-check';
import { fitLength, HOSTILE_STRINGS } from './hostile-values';

export type JsonSchema = boolean | { [keyword: string]: unknown };

export type SchemaContext = {
  /** The schema a `$ref` points at (e.g. `#/components/schemas/Flash`). */
  resolve: (reference: string) => JsonSchema;
  strings: 'plain' | 'hostile';
  /** Values that get further than random ones, by property name (known ids, e-mails…). */
  hints?: Readonly<Record<string, fc.Arbitrary<unknown>>>;
};

/** Longest random string or list made for a schema without a tighter limit. */
const RANDOM_LENGTH_CAP = 40;
const RANDOM_ITEMS_CAP = 4;
const MAXIMUM_DEPTH = 12;

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;

const asObject = (schema: JsonSchema): Record<string, unknown> =>
  typeof schema === 'object' ? schema : {};

const anyJson = fc.jsonValue({ maxDepth: 2 });

const plainString = (minLength: number, maxLength: number) => {
  const randomMaximum = Math.min(maxLength, minLength + RANDOM_LENGTH_CAP);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: randomMaximum }) },
    {
      // Any well-formed text (no NUL, no lone surrogate: the hostile strings bring those); a
      // grapheme may take several UTF-16 units, and zod counts units.
      weight: 2,
      arbitrary: fc
        .string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, randomMaximum >> 2) })
        .filter((value) => value.length >= minLength && value.length <= maxLength),
    },
    // The longest accepted text, in two-byte characters: byte limits past the character limit.
    {
      weight: 1,
      arbitrary: fc.constant('ç'.repeat(Number.isFinite(maxLength) ? maxLength : 1000)),
    },
  );
};

const hostileString = (minLength: number, maxLength: number) =>
  fc
    .constantFrom(...HOSTILE_STRINGS)
    .map(({ value }) => fitLength({ value, minLength, maxLength }));

const stringArbitrary = (schema: Record<string, unknown>, context: SchemaContext) => {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = numberOr(schema.maxLength, Number.POSITIVE_INFINITY);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (typeof schema.pattern === 'string') {
    const matching = fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    // A pattern is checked before anything deeper: hostile text gets no further than a 400.
    return context.strings === 'plain'
      ? matching
      : fc.oneof(matching, hostileString(minLength, maxLength));
  }
  if (schema.format === 'email' && context.strings === 'plain') {
    return fc.emailAddress().filter(fits);
  }
  return context.strings === 'plain'
    ? plainString(minLength, maxLength)
    : hostileString(minLength, maxLength);
};

const numberArbitrary = (schema: Record<string, unknown>, integer: boolean) => {
  const minimum =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
      : numberOr(schema.minimum, -1_000_000);
  const maximum =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON)
      : numberOr(schema.maximum, 1_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(minimum), max: Math.floor(maximum) })
    : fc.double({ min: minimum, max: maximum, noNaN: true, noDefaultInfinity: true });
};

/** A hint goes where its values have the schema's type and match its pattern, if any. */
const acceptsHint = (schema: Record<string, unknown>, hint: fc.Arbitrary<unknown>): boolean => {
  if ('enum' in schema || 'const' in schema) return false;
  const examples = fc.sample(hint, { seed: 0, numRuns: 10 });
  return examples.every((example) => {
    const types = typeof example === 'number' ? ['number', 'integer'] : [typeof example];
    if (schema.type !== undefined && !types.includes(String(schema.type))) return false;
    return typeof schema.pattern !== 'string' || new RegExp(schema.pattern).test(String(example));
  });
};

type Walk = (schema: JsonSchema, depth: number, propertyName?: string) => fc.Arbitrary<unknown>;

const objectArbitrary = (schema: Record<string, unknown>, walk: Walk, depth: number) => {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(properties);
  if (names.length === 0) {
    const values = schema.additionalProperties;
    if (values === undefined || values === false) return fc.constant({});
    const valueSchema = values === true ? {} : (values as JsonSchema);
    return fc.dictionary(fc.string({ maxLength: 10 }), walk(valueSchema, depth + 1), {
      maxKeys: RANDOM_ITEMS_CAP,
    });
  }
  const model = Object.fromEntries(
    names.map((name) => [name, walk(properties[name] ?? {}, depth + 1, name)]),
  );
  return fc.record(model, { requiredKeys: names.filter((name) => required.has(name)) });
};

const arrayArbitrary = (schema: Record<string, unknown>, walk: Walk, depth: number) => {
  if (Array.isArray(schema.prefixItems)) {
    return fc.tuple(...(schema.prefixItems as JsonSchema[]).map((item) => walk(item, depth + 1)));
  }
  const minLength = numberOr(schema.minItems, 0);
  const maxLength = Math.min(numberOr(schema.maxItems, Infinity), minLength + RANDOM_ITEMS_CAP);
  const items = (schema.items ?? {}) as JsonSchema;
  return fc.array(walk(items, depth + 1), { minLength, maxLength });
};

const byType = (
  type: string,
  schema: Record<string, unknown>,
  walk: Walk,
  depth: number,
  context: SchemaContext,
): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'string':
      return stringArbitrary(schema, context);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, walk, depth);
    case 'object':
      return objectArbitrary(schema, walk, depth);
    default:
      return anyJson;
  }
};

/** Values the schema accepts (as far as JSON Schema tells: zod's refinements are not in it). */
export const arbitraryOf = (root: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> => {
  const walk: Walk = (schema, depth, propertyName) => {
    const base = walkSchema(asObject(schema), depth);
    const hint = propertyName === undefined ? undefined : context.hints?.[propertyName];
    if (!hint || context.strings === 'hostile' || !acceptsHint(asObject(schema), hint)) return base;
    return fc.oneof({ weight: 9, arbitrary: hint }, { weight: 1, arbitrary: base });
  };
  const walkSchema = (schema: Record<string, unknown>, depth: number): fc.Arbitrary<unknown> => {
    if (depth > MAXIMUM_DEPTH) return fc.constant(null);
    if (typeof schema.$ref === 'string') return walk(context.resolve(schema.$ref), depth + 1);
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
    if (choices) return fc.oneof(...choices.map((choice) => walk(choice, depth + 1)));
    if (Array.isArray(schema.allOf)) {
      const merged = Object.assign({}, ...(schema.allOf as JsonSchema[]).map(asObject));
      return walkSchema(merged, depth + 1);
    }
    if (Array.isArray(schema.type)) {
      return fc.oneof(
        ...(schema.type as string[]).map((type) => byType(type, schema, walk, depth, context)),
      );
    }
    if (typeof schema.type === 'string') return byType(schema.type, schema, walk, depth, context);
    if (schema.properties) return objectArbitrary(schema, walk, depth);
    return anyJson;
  };
  return walk(root, 0);
};
