// GET /states-national — staff (support, admin, super): the eight states of the national programme
// (docs/product/national-programme.md) with their names and group tags (nacional-pr …), for the
// lists' group filter.
import { z } from 'zod';

export const STATES_NATIONAL_PATH = '/states-national';

export const getStatesNationalResponseSchema = z
  .object({
    states: z.array(z.object({ code: z.string(), name: z.string(), group: z.string() })),
  })
  .meta({ id: 'StatesNationalResponse' });

export type GetStatesNationalResponse = z.infer<typeof getStatesNationalResponseSchema>;
