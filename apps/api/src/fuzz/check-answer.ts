// What the fuzz test demands of every answer: no 5xx the operation does not document, and every
// error as the flash shape `{ type, message }` with a Portuguese message (docs/architecture.md,
// security baseline).
import type { LightMyRequestResponse } from 'fastify';
import { FLASH_TYPES } from '@escola/contracts/flash';
import type { Operation } from './list-operations';
import type { JsonSchema } from './schema-arbitraries';

const FLASH_KEYS: ReadonlySet<string> = new Set(['type', 'message', 'redirect']);

/** Words a Portuguese sentence of ours never has (Fastify's, zod's and Node's English). */
const ENGLISH_WORDS =
  /\b(the|is|are|not|of|must|should|have|has|valid|invalid|expected|unexpected|unsupported|required|property|request|body|found|too many|error|failed|cannot|received)\b/i;
const PORTUGUESE_MARKERS =
  /[áàâãéêíóôõúç]|\b(de|do|da|dos|das|os|as|um|uma|ou|em|no|na|para|por|com|seu|sua|este|esta|mais|tente|campo|senha|conta|entre|e-mail|obrigado)\b/i;

/** Every property name in a schema: field names may appear in a message, in any language. */
export const propertyNamesOf = (
  schema: JsonSchema | undefined,
  resolve: (reference: string) => JsonSchema,
  seen: Set<unknown> = new Set(),
): string[] => {
  if (typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const own = Object.keys((schema.properties ?? {}) as object);
  const nested = Object.entries(schema).flatMap(([keyword, value]) => {
    if (keyword === '$ref' && typeof value === 'string') {
      return propertyNamesOf(resolve(value), resolve, seen);
    }
    const children = Array.isArray(value)
      ? value
      : typeof value === 'object' && value !== null
        ? keyword === 'properties'
          ? Object.values(value)
          : [value]
        : [];
    return children.flatMap((child) => propertyNamesOf(child as JsonSchema, resolve, seen));
  });
  return [...own, ...nested];
};

export const looksPortuguese = (message: string, fieldNames: readonly string[] = []): boolean => {
  const withoutFields = fieldNames.reduce(
    (text, name) =>
      text.replaceAll(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), ''),
    message,
  );
  return PORTUGUESE_MARKERS.test(withoutFields) && !ENGLISH_WORDS.test(withoutFields);
};

const flashProblem = (
  body: string,
  fieldNames: readonly string[],
  extraKeys: readonly string[],
): string | undefined => {
  let flash: unknown;
  try {
    flash = JSON.parse(body);
  } catch {
    return 'erro sem corpo JSON';
  }
  if (typeof flash !== 'object' || flash === null || Array.isArray(flash)) {
    return 'erro que não é um objeto';
  }
  const { type, message, detail } = flash as Record<string, unknown>;
  const outside = Object.keys(flash).filter(
    (key) => !FLASH_KEYS.has(key) && !extraKeys.includes(key),
  );
  if (outside.length > 0) return `erro com chaves fora do flash: ${outside.join(', ')}`;
  if (detail !== undefined && detail !== message) return 'erro com detail diferente de message';
  if (!FLASH_TYPES.includes(type as (typeof FLASH_TYPES)[number])) return 'erro sem type do flash';
  if (typeof message !== 'string' || message === '') return 'erro sem message';
  if (!looksPortuguese(message, fieldNames)) return 'mensagem que não parece português';
  return undefined;
};

/** What is wrong with an answer, or undefined. */
export const problemOf = ({
  operation,
  response,
  fieldNames,
}: {
  operation: Operation;
  response: LightMyRequestResponse;
  fieldNames: readonly string[];
}): string | undefined => {
  const status = response.statusCode;
  const documented = operation.responses.get(status);
  if (status >= 500 && !documented) return `${status} não documentado`;
  if (status < 400 || (documented && !documented.isFlash)) return undefined;
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) {
    return `erro ${status} sem content-type JSON`;
  }
  const problem = flashProblem(response.body, fieldNames, operation.errorExtraKeys);
  return problem && `${status}: ${problem}`;
};
