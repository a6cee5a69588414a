// Every operation of the built app, from the app itself: the routes Fastify's router holds
// (`printRoutes`) and, for each, what the OpenAPI document at /documentation/json says about it —
// its parameters, body and response schemas (the routes' own zod schemas, as JSON Schema). A route
// added later is fuzzed without editing the test; one missing from the document is still fuzzed,
// with hostile input only.
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-arbitraries';

export type Parameter = { name: string; schema: JsonSchema; required: boolean };

export type Operation = {
  method: string;
  /** Fastify's form: `/user/sessions/:id`. */
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body: JsonSchema | undefined;
  /** Documented status → whether its documented answer is the flash shape. */
  responses: ReadonlyMap<number, { isFlash: boolean }>;
  /**
   * Keys its errors may carry besides the flash's: the AI assistant's calls add the spec's
   * `detail` (the message again) and, for the daily budget, `resetsAt` (ChatAssistantError).
   */
  errorExtraKeys: readonly string[];
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

/**
 * Not fuzzed: HEAD (Fastify adds it to every GET: the same handler, minus the body), and the
 * Swagger UI's own files under /documentation (static files the document hides, no input).
 */
const isSkipped = ({ method, path }: { method: string; path: string }) =>
  method === 'HEAD' || method === 'OPTIONS' || path.startsWith('/documentation');

/** `{ method, path }` of each line of `printRoutes({ commonPrefix: false })`'s tree. */
export const parseRouteTree = (tree: string): { method: string; path: string }[] => {
  const prefixes: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) return [];
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${segment}`;
    prefixes.push(segment);
    return methods
      .split(',')
      .map((method) => method.trim())
      .filter((method) => method !== '')
      .map((method) => ({ method, path }));
  });
};

const toFastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

const parametersIn = (operation: OpenApiOperation | undefined, place: string): Parameter[] =>
  (operation?.parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map(({ name, schema = {}, required = false }) => ({ name, schema, required }));

/** An undocumented route's path parameters: any string. */
const parametersOfPath = (path: string): Parameter[] =>
  [...path.matchAll(/:(\w+)/g)].map(([, name = '']) => ({
    name,
    schema: { type: 'string' },
    required: true,
  }));

const referenceOf = (response: NonNullable<OpenApiOperation['responses']>[string]) =>
  response.content?.['application/json']?.schema?.$ref ?? '';
const ASSISTANT_ERROR = /\/ChatAssistantError$/;

const responsesOf = (operation: OpenApiOperation | undefined) =>
  new Map(
    Object.entries(operation?.responses ?? {}).map(([status, response]) => {
      const reference = referenceOf(response);
      const isFlash = /\/Flash(Input)?$/.test(reference) || ASSISTANT_ERROR.test(reference);
      return [Number(status), { isFlash }] as const;
    }),
  );

const errorExtraKeysOf = (operation: OpenApiOperation | undefined): readonly string[] =>
  Object.values(operation?.responses ?? {}).some((response) =>
    ASSISTANT_ERROR.test(referenceOf(response)),
  )
    ? ['detail', 'resetsAt']
    : [];

export const listOperations = async (
  app: FastifyInstance,
): Promise<{ operations: Operation[]; document: OpenApiDocument }> => {
  const response = await app.inject({ method: 'GET', url: '/documentation/json' });
  const document = response.json<OpenApiDocument>();
  const documented = new Map(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          [`${method.toUpperCase()} ${toFastifyPath(path)}`, operation] as const,
      ),
    ),
  );
  const routes = parseRouteTree(app.printRoutes({ commonPrefix: false })).filter(
    (route) => !isSkipped(route),
  );
  const operations = routes.map(({ method, path }): Operation => {
    const operation = documented.get(`${method} ${path}`);
    return {
      method,
      path,
      pathParameters: operation ? parametersIn(operation, 'path') : parametersOfPath(path),
      queryParameters: parametersIn(operation, 'query'),
      body: operation?.requestBody?.content?.['application/json']?.schema,
      responses: responsesOf(operation),
      errorExtraKeys: errorExtraKeysOf(operation),
    };
  });
  return { operations, document };
};
