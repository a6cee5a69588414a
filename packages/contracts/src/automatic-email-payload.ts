// The automatic e-mail of docs/product/emails.md (id, isActive, data) for the automatic e-mail
// calls (issue 20, decision 046): what an admin writes — subject and Markdown body, with the limits
// of a manual e-mail — and an e-mail as the admin page reads it, with its name, description and the
// variables it may use (from @escola/domain/automatic-emails).
import { z } from 'zod';
import { AUTOMATIC_EMAILS, type AutomaticEmailId } from '@escola/domain/automatic-emails';
import {
  MANUAL_EMAIL_BODY_MAX_LENGTH,
  MANUAL_EMAIL_SUBJECT_MAX_LENGTH,
} from '@escola/domain/email-campaigns';
import { emailVariablesIssue } from './email-variable-rules';
import { MANUAL_EMAIL_FIELD_MESSAGES } from './manual-email-payload';

/** Subject and body, trimmed and within the limits (the variables depend on the e-mail: below). */
export const automaticEmailDataSchema = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1, MANUAL_EMAIL_FIELD_MESSAGES.subjectRequired)
    .max(MANUAL_EMAIL_SUBJECT_MAX_LENGTH, MANUAL_EMAIL_FIELD_MESSAGES.subjectTooLong),
  body: z
    .string()
    .trim()
    .min(1, MANUAL_EMAIL_FIELD_MESSAGES.bodyRequired)
    .max(MANUAL_EMAIL_BODY_MAX_LENGTH, MANUAL_EMAIL_FIELD_MESSAGES.bodyTooLong),
});

export type AutomaticEmailData = z.output<typeof automaticEmailDataSchema>;

/**
 * What is wrong with the variables of one e-mail's subject and body: only its own variables, and
 * the body must contain the required ones (a verification without {{link}} confirms nothing).
 */
export const automaticEmailVariableIssues = ({
  id,
  data,
}: {
  id: AutomaticEmailId;
  data: AutomaticEmailData;
}): { subject?: string; body?: string } => {
  const { variables, requiredVariables } = AUTOMATIC_EMAILS[id];
  const subject = emailVariablesIssue({ text: data.subject, allowed: variables });
  const body = emailVariablesIssue({
    text: data.body,
    allowed: variables,
    required: requiredVariables,
  });
  return { ...(subject && { subject }), ...(body && { body }) };
};

export const automaticEmailSchema = z
  .object({
    id: z.string(),
    isActive: z.boolean(),
    data: z.object({
      /** Portuguese label, e.g. "Recuperação de senha". */
      name: z.string(),
      /** When the platform sends it. */
      description: z.string(),
      subject: z.string(),
      body: z.string(),
      variables: z.array(z.string()),
      requiredVariables: z.array(z.string()),
    }),
    updatedAt: z.string(),
    /** The staff member who last changed it (null: as installed, or the account is gone). */
    updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AutomaticEmail' });

export type AutomaticEmailItem = z.infer<typeof automaticEmailSchema>;

/** Any text: an id that is no automatic e-mail is a 404, not a 400. */
export const automaticEmailIdParamsSchema = z.strictObject({ id: z.string().max(100) });
