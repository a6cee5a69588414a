// PUT /update-my-honesty — the academic honesty pledge (docs/product/certificates.md). Accepting is
// one-way: the body only accepts `true`, so a learner cannot withdraw the pledge behind a
// certificate.
import { z } from 'zod';
import { flashSchema } from './flash';

export const UPDATE_MY_HONESTY_PATH = '/update-my-honesty';

export const putUpdateMyHonestyBodySchema = z
  .strictObject({ isHonest: z.literal(true) })
  .meta({ id: 'UpdateMyHonestyBody' });

export type PutUpdateMyHonestyBody = z.infer<typeof putUpdateMyHonestyBodySchema>;

export const putUpdateMyHonestyResponseSchema = flashSchema;
export type PutUpdateMyHonestyResponse = z.infer<typeof putUpdateMyHonestyResponseSchema>;
