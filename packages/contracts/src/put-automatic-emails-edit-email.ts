// PUT /api/automaticEmails/edit-email/{id} {data: {subject, body}} — admin and super rewrite an
// automatic e-mail (issue 20): empty or too long → 400; a variable the e-mail does not have, or a
// body without a required one (a recovery without {{link}}) → 400; unknown id → 404.
import { z } from 'zod';
import { automaticEmailDataSchema } from './automatic-email-payload';

export { automaticEmailIdParamsSchema as putAutomaticEmailsEditEmailParamsSchema } from './automatic-email-payload';
export { automaticEmailChangeResponseSchema as putAutomaticEmailsEditEmailResponseSchema } from './put-automatic-emails-toggle-active';

export const AUTOMATIC_EMAILS_EDIT_PATH = '/api/automaticEmails/edit-email/:id';
export const automaticEmailEditPath = (id: string) =>
  `/api/automaticEmails/edit-email/${encodeURIComponent(id)}`;

export const putAutomaticEmailsEditEmailBodySchema = z
  .strictObject({ data: automaticEmailDataSchema })
  .meta({ id: 'AutomaticEmailPayload' });

export type AutomaticEmailPayload = z.input<typeof putAutomaticEmailsEditEmailBodySchema>;
