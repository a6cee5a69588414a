// PUT /api/automaticEmails/toggle-active/{id}?isActive=true|false — admin and super switch an
// automatic e-mail on or off (issue 20): an inactive one is not sent, the account flow goes on.
import { z } from 'zod';
import { automaticEmailSchema } from './automatic-email-payload';
import { flashSchema } from './flash';

export { automaticEmailIdParamsSchema as putAutomaticEmailsToggleActiveParamsSchema } from './automatic-email-payload';

export const AUTOMATIC_EMAILS_TOGGLE_PATH = '/api/automaticEmails/toggle-active/:id';
export const automaticEmailTogglePath = (id: string, isActive: boolean) =>
  `/api/automaticEmails/toggle-active/${encodeURIComponent(id)}?isActive=${isActive}`;

export const AUTOMATIC_EMAIL_IS_ACTIVE_MESSAGE = 'Informe isActive como true ou false.';

export const putAutomaticEmailsToggleActiveQuerySchema = z.strictObject({
  isActive: z
    .enum(['true', 'false'], { message: AUTOMATIC_EMAIL_IS_ACTIVE_MESSAGE })
    .transform((value) => value === 'true'),
});

export const automaticEmailChangeResponseSchema = flashSchema
  .extend({ email: automaticEmailSchema })
  .meta({ id: 'AutomaticEmailChangeResponse' });

export type AutomaticEmailChangeResponse = z.infer<typeof automaticEmailChangeResponseSchema>;
