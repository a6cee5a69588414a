// PUT /api/features — super saves the whole feature configuration (issue 19). Each bad value → 400
// with its Portuguese message and nothing saved; the change lands with its audit entry.
import type { z } from 'zod';
import { flashSchema } from './flash';
import { featureConfigSchema, getFeaturesResponseSchema } from './get-features';

export const putFeaturesBodySchema = featureConfigSchema;

export type PutFeaturesBody = z.input<typeof putFeaturesBodySchema>;

export const putFeaturesResponseSchema = flashSchema
  .extend({ features: getFeaturesResponseSchema })
  .meta({ id: 'PutFeaturesResponse' });

export type PutFeaturesResponse = z.infer<typeof putFeaturesResponseSchema>;
