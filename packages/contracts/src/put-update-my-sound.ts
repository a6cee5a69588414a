// PUT /update-my-sound — sound cues on or off (docs/product/accounts.md).
import { z } from 'zod';
import { flashSchema } from './flash';

export const UPDATE_MY_SOUND_PATH = '/update-my-sound';

export const putUpdateMySoundBodySchema = z
  .strictObject({ sound: z.boolean() })
  .meta({ id: 'UpdateMySoundBody' });

export type PutUpdateMySoundBody = z.infer<typeof putUpdateMySoundBodySchema>;

export const putUpdateMySoundResponseSchema = flashSchema;
export type PutUpdateMySoundResponse = z.infer<typeof putUpdateMySoundResponseSchema>;
