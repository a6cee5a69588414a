// The manual e-mail of docs/product/emails.md (id, isActive, status, sendDate, data) shared by the
// manual e-mail calls (issue 20): what staff write — subject, Markdown body and who receives it,
// with the in-app messages' audience (message-payload.ts) — and an e-mail as the admin page reads
// it, with its delivery counts (sent / failed / pending).
import { z } from 'zod';
import {
  EMAIL_VARIABLES,
  MANUAL_EMAIL_BODY_MAX_LENGTH,
  MANUAL_EMAIL_STATUSES,
  MANUAL_EMAIL_SUBJECT_MAX_LENGTH,
} from '@escola/domain/email-campaigns';
import { MESSAGE_AUDIENCE_KINDS } from '@escola/domain/in-app-messages';
import { EMAIL_VARIABLE_MESSAGES, emailVariablesIssue } from './email-variable-rules';
import { messageAudienceSchema } from './message-payload';

export const MANUAL_EMAIL_FIELD_MESSAGES = {
  subjectRequired: 'Informe o assunto do e-mail.',
  subjectTooLong: `O assunto do e-mail pode ter até ${MANUAL_EMAIL_SUBJECT_MAX_LENGTH} caracteres.`,
  bodyRequired: 'Escreva o texto do e-mail.',
  bodyTooLong: `O texto do e-mail pode ter até ${MANUAL_EMAIL_BODY_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
  unknownVariables: (names: string[]) => EMAIL_VARIABLE_MESSAGES.unknown(names, EMAIL_VARIABLES),
  sendDateRequired: 'Informe a data e a hora de envio.',
  sendDateInPast: 'A data de envio deve estar no futuro.',
} as const;

const withKnownVariables = (text: z.ZodString) =>
  text.superRefine((value, context) => {
    const issue = emailVariablesIssue({ text: value, allowed: EMAIL_VARIABLES });
    if (issue) context.addIssue({ code: 'custom', message: issue });
  });

/** Subject, body and audience: the spec's `data`. */
export const manualEmailDataSchema = z.strictObject({
  subject: withKnownVariables(
    z
      .string()
      .trim()
      .min(1, MANUAL_EMAIL_FIELD_MESSAGES.subjectRequired)
      .max(MANUAL_EMAIL_SUBJECT_MAX_LENGTH, MANUAL_EMAIL_FIELD_MESSAGES.subjectTooLong),
  ),
  body: withKnownVariables(
    z
      .string()
      .trim()
      .min(1, MANUAL_EMAIL_FIELD_MESSAGES.bodyRequired)
      .max(MANUAL_EMAIL_BODY_MAX_LENGTH, MANUAL_EMAIL_FIELD_MESSAGES.bodyTooLong),
  ),
  audience: messageAudienceSchema,
});

/** The body of new-email and edit-email: the data and when it goes (ISO 8601 with offset). */
export const manualEmailPayloadSchema = z
  .strictObject({
    data: manualEmailDataSchema,
    sendDate: z.iso.datetime({
      offset: true,
      message: MANUAL_EMAIL_FIELD_MESSAGES.sendDateRequired,
    }),
  })
  .meta({ id: 'ManualEmailPayload' });

export type ManualEmailPayload = z.input<typeof manualEmailPayloadSchema>;
export type ManualEmailPayloadValues = z.output<typeof manualEmailPayloadSchema>;

export const manualEmailSchema = z
  .object({
    id: z.string(),
    isActive: z.boolean(),
    status: z.enum(MANUAL_EMAIL_STATUSES),
    /** The spec's words: 'Envio programado', 'Enviando', 'Enviado', 'Cancelado'. */
    statusLabel: z.string(),
    sendDate: z.string(),
    data: z.object({
      subject: z.string(),
      body: z.string(),
      audience: z.object({
        kind: z.enum(MESSAGE_AUDIENCE_KINDS),
        value: z.string(),
        /** The class group's name (null when it was deleted); the value otherwise. */
        label: z.string().nullable(),
      }),
    }),
    /** Recipients written when the send date came (null while scheduled or cancelled before). */
    recipientCount: z.number().int().nullable(),
    deliveries: z.object({
      sent: z.number().int(),
      failed: z.number().int(),
      pending: z.number().int(),
    }),
    createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ManualEmail' });

export type ManualEmailItem = z.infer<typeof manualEmailSchema>;

export const manualEmailIdParamsSchema = z.strictObject({ id: z.uuid() });
