import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryOf, type JsonSchema, type SchemaContext } from './schema-arbitraries';

/** Schemas of the kinds the contracts use, without refinements (JSON Schema cannot carry those). */
const item = z.strictObject({
  key: z.string().min(1).max(10),
  history: z.array(z.string().max(20)).max(3),
});
const SCHEMAS = {
  'textos com limites': z.strictObject({ name: z.string().min(2).max(5), about: z.string() }),
  'inteiros e números': z.object({
    type: z.number().int().min(0).max(18),
    ratio: z.number().gt(0).lt(1),
  }),
  'opcionais, enum e literal': z.object({
    theme: z.enum(['default', 'night']),
    kind: z.literal('success'),
    note: z.string().optional(),
    flag: z.boolean().optional(),
  }),
  'listas de objetos': z.strictObject({ files: z.array(item).min(1).max(4) }),
  união: z.object({ answer: z.union([z.number().int().min(0).max(9), z.array(z.number())]) }),
  'padrão e e-mail': z.object({
    username: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .min(3)
      .max(30),
    email: z.email().max(254),
  }),
  dicionário: z.record(z.string(), z.number()),
};

const contextFor = (strings: SchemaContext['strings']): SchemaContext => ({
  resolve: () => ({}),
  strings,
});

describe('arbitraryOf (fast-check values from the JSON Schema zod makes)', () => {
  it.each(Object.entries(SCHEMAS))('makes values the zod schema accepts: %s', (_name, schema) => {
    const jsonSchema = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
    fc.assert(
      fc.property(arbitraryOf(jsonSchema, contextFor('plain')), (value) => {
        expect(schema.safeParse(value).error).toBeUndefined();
      }),
      { numRuns: 100, seed: 13 },
    );
  });

  it('keeps hostile texts within the limits, so they get past validation', () => {
    const schema = SCHEMAS['textos com limites'];
    const jsonSchema = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
    const values = fc.sample(arbitraryOf(jsonSchema, contextFor('hostile')), {
      numRuns: 200,
      seed: 13,
    });
    for (const value of values) expect(schema.safeParse(value).error).toBeUndefined();
    const names = values.map((value) => (value as { name: string }).name);
    expect(names).toContain('\u0000a');
    expect(names).toContain('\uD800a');
  });

  it('follows $ref and takes hints by property name where they fit the schema', () => {
    const context: SchemaContext = {
      ...contextFor('plain'),
      resolve: (reference) =>
        reference === '#/components/schemas/Body'
          ? { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }
          : {},
      hints: { id: fc.constant('declare-uma-variavel') },
    };
    const values = fc.sample(arbitraryOf({ $ref: '#/components/schemas/Body' }, context), {
      numRuns: 50,
      seed: 13,
    });
    expect(values).toContainEqual({ id: 'declare-uma-variavel' });
    // A hint that does not match the pattern is left out.
    const patterned = { type: 'string', pattern: '^[0-9a-f]{24}$' };
    for (const value of fc.sample(arbitraryOf(patterned, context), { numRuns: 50, seed: 13 })) {
      expect(value).toMatch(/^[0-9a-f]{24}$/);
    }
  });
});
