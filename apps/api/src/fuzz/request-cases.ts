// The requests the fuzz test sends to one operation, drawn from its schemas. A request is three
// parts — path parameters, query and body — so one mutation mechanism reaches all three:
// - valid: values the schemas accept (with hints, so they get past zod's refinements too);
// - hostile texts: every text of the request replaced by a hostile one, cut or padded to its limits;
// - mutated: a valid request with one change (a wrong type, a missing or unknown field, a hostile
//   text as long as the valid one, an object turned into a list);
// - hostile texts at every text position of a valid request, one position at a time.
import fc from 'fast-check';
import { encodeUrlComponent, HOSTILE_STRINGS, fitLength, toJsonText } from './hostile-values';
import type { Operation, Parameter } from './list-operations';
import { labelOf, mutationsOf, positionsOf, updateAt, valueAt, type Position } from './mutations';
import { arbitraryOf, type JsonSchema, type SchemaContext } from './schema-arbitraries';

export type RequestCase = {
  description: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** Path parameters (decoded), query and body of a request. */
export type RequestParts = { caminho: Record<string, unknown>; query: unknown; corpo: unknown };

export const JSON_CONTENT_TYPE = { 'content-type': 'application/json' };
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const takesBody = (operation: Operation) => BODY_METHODS.has(operation.method);

const objectSchemaOf = (parameters: Parameter[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(parameters.map(({ name, schema }) => [name, schema])),
  required: parameters.filter(({ required }) => required).map(({ name }) => name),
});

/** Text as it is; anything else (and the raw JSON markers) as JSON. */
const textOf = (value: unknown): string =>
  typeof value === 'string' && !value.startsWith('\u0001') ? value : toJsonText(value);

/** `?a=1&b=2`: a list repeats its key; what is not text goes as JSON. */
export const toQueryString = (query: unknown): string => {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    return query === undefined ? '' : `?${encodeUrlComponent(textOf(query))}`;
  }
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeUrlComponent(name)}=${encodeUrlComponent(textOf(item))}`,
    ),
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
};

/** The path with its parameters, already encoded (a missing one becomes `x`). */
export const fillPath = (path: string, encodedValues: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_match, name: string) => encodedValues[name] ?? 'x');

export const toRequestCase = (
  operation: Operation,
  parts: RequestParts,
  description: string,
): RequestCase => {
  const encoded = Object.fromEntries(
    Object.entries(parts.caminho).map(([name, value]) => [name, encodeUrlComponent(textOf(value))]),
  );
  const url = `${fillPath(operation.path, encoded)}${toQueryString(parts.query)}`;
  if (!takesBody(operation) || parts.corpo === undefined) return { description, url, headers: {} };
  return { description, url, headers: JSON_CONTENT_TYPE, payload: toJsonText(parts.corpo) };
};

/** Where a mutation may strike: inside the path parameters, the query, the body (if any). */
const mutablePositionOf =
  (operation: Operation) =>
  ([part, ...rest]: Position): boolean => {
    if (part === undefined) return false;
    if (part === 'caminho') return rest.length > 0;
    return part === 'query' || takesBody(operation);
  };

export type RequestContext = Omit<SchemaContext, 'strings'> & {
  /** Makes a valid body more likely to be accepted (values that must agree with each other). */
  adjustBody?: (body: unknown) => unknown;
};

export const partsArbitrariesOf = (operation: Operation, context: RequestContext) => {
  const { adjustBody = (body: unknown) => body, ...rest } = context;
  const partsOf = (strings: SchemaContext['strings']): fc.Arbitrary<RequestParts> => {
    const schemaContext = { ...rest, strings };
    return fc.record({
      caminho: arbitraryOf(objectSchemaOf(operation.pathParameters), schemaContext) as fc.Arbitrary<
        Record<string, unknown>
      >,
      query: arbitraryOf(objectSchemaOf(operation.queryParameters), schemaContext),
      corpo:
        operation.body === undefined
          ? fc.constant(undefined)
          : arbitraryOf(operation.body, schemaContext),
    });
  };
  return {
    valid: partsOf('plain').map((parts) => ({ ...parts, corpo: adjustBody(parts.corpo) })),
    hostile: partsOf('hostile'),
  };
};

/** An operation's random requests: `fc.sample` them with a seed. */
export const randomRequestsOf = (
  operation: Operation,
  context: RequestContext,
): fc.Arbitrary<RequestCase> => {
  const { valid, hostile } = partsArbitrariesOf(operation, context);
  const mutated = valid.chain((parts) => mutationsOf(parts, mutablePositionOf(operation)));
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((parts) => toRequestCase(operation, parts, 'válida')) },
    {
      weight: 1,
      arbitrary: hostile.map((parts) => toRequestCase(operation, parts, 'todos os textos hostis')),
    },
    {
      weight: 4,
      arbitrary: mutated.map(({ value, description }) =>
        toRequestCase(operation, value as RequestParts, description),
      ),
    },
  );
};

/** The texts the database layer has choked on, and a few more that must be stored as given. */
const TEXTS_FOR_EVERY_POSITION = HOSTILE_STRINGS.filter(({ label }) =>
  /NUL|surrogate|SQL$|unicode|controles/.test(label),
);

/** One position per text field: the first item stands for every item of a list. */
const textPositionsOf = (operation: Operation, parts: RequestParts): Position[] =>
  positionsOf(parts)
    .filter(mutablePositionOf(operation))
    .filter((position) => typeof valueAt(parts, position) === 'string')
    .filter((position) => position.every((key) => typeof key !== 'number' || key === 0));

/**
 * Each hostile text at each text position of the valid requests, as long as the valid text (so
 * length limits let it through). Each case takes the next sample that has the position: requests
 * with side effects (sign-up, e-mail change) need fresh values each time.
 */
export const hostileTextRequestsOf = (
  operation: Operation,
  samples: readonly RequestParts[],
): RequestCase[] => {
  const positions = new Map(
    samples
      .flatMap((sample) => textPositionsOf(operation, sample))
      .map((position) => [labelOf(position), position] as const),
  );
  let cursor = 0;
  const nextSampleWith = (position: Position): RequestParts | undefined => {
    for (let tried = 0; tried < samples.length; tried += 1) {
      const sample = samples[cursor % samples.length];
      cursor += 1;
      if (typeof valueAt(sample, position) === 'string') return sample;
    }
    return undefined;
  };
  return [...positions.values()].flatMap((position) =>
    TEXTS_FOR_EVERY_POSITION.flatMap((hostile) => {
      const sample = nextSampleWith(position);
      if (!sample) return [];
      const mutated = updateAt(sample, position, (current) => {
        const length = (current as string).length;
        return length === 0
          ? hostile.value
          : fitLength({ value: hostile.value, minLength: length, maxLength: length });
      });
      const description = `${labelOf(position)} ← ${hostile.label} (no tamanho do válido)`;
      return [toRequestCase(operation, mutated as RequestParts, description)];
    }),
  );
};
