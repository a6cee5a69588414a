// The analytics data layer's tag manager (issue 19), from the environment: TAG_MANAGER_ID, a Google
// Tag Manager container id. Unset (the default): no consent banner, no third-party script, a CSP
// of our own origin only. Set: GET /api/features answers it and the CSP allows the tag manager's
// hosts; the web app loads it only after the visitor accepts (LGPD). README's table lists it.
import { z } from 'zod';
import { TAG_MANAGER_ID_PATTERN } from '@escola/contracts/tag-manager';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const analyticsSchema = z.object({
  TAG_MANAGER_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(TAG_MANAGER_ID_PATTERN, {
        message: 'deve ser o id de um contêiner do Google Tag Manager (GTM-XXXXXXX)',
      })
      .optional(),
  ),
});

export const readTagManagerId = (values: z.output<typeof analyticsSchema>): string | undefined =>
  values.TAG_MANAGER_ID;
