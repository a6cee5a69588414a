// PUT /register-utm-data — the UTM parameters of the learner's first visit, kept by the web in
// local storage (`{product}:utm`) and sent once after sign-in (issue 17). First touch wins: the API
// stores them only when the account has none.
import { z } from 'zod';
import { flashSchema } from './flash';

export const REGISTER_UTM_DATA_PATH = '/register-utm-data';

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export const UTM_VALUE_MAX_LENGTH = 200;

const utmValue = z.string().trim().min(1).max(UTM_VALUE_MAX_LENGTH);

export const utmDataSchema = z
  .strictObject({
    utm_source: utmValue.optional(),
    utm_medium: utmValue.optional(),
    utm_campaign: utmValue.optional(),
    utm_term: utmValue.optional(),
    utm_content: utmValue.optional(),
  })
  .refine((data) => Object.keys(data).length > 0, {
    message: 'Informe ao menos um parâmetro utm_*.',
  })
  .meta({ id: 'UtmData' });
export type UtmData = z.infer<typeof utmDataSchema>;

export const putRegisterUtmDataBodySchema = z
  .strictObject({ utmData: utmDataSchema })
  .meta({ id: 'RegisterUtmDataBody' });
export type PutRegisterUtmDataBody = z.infer<typeof putRegisterUtmDataBodySchema>;

export const putRegisterUtmDataResponseSchema = flashSchema
  .extend({
    /** False when the account already had UTM data (first touch wins): nothing was changed. */
    stored: z.boolean(),
  })
  .meta({ id: 'RegisterUtmData' });
export type PutRegisterUtmDataResponse = z.infer<typeof putRegisterUtmDataResponseSchema>;
