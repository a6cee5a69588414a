// The recurring e-mail of docs/product/emails.md (id, isActive, changeLog of id, date, author,
// data) shared by the recurring e-mail calls (issue 20, decision 047): the manual e-mail's data
// (subject, Markdown body, audience — the same rules and words) plus a weekly schedule in São
// Paulo, and an e-mail as the admin page reads it, with its next and last runs and its change log.
import { z } from 'zod';
import { MESSAGE_AUDIENCE_KINDS } from '@escola/domain/in-app-messages';
import {
  RECURRING_EMAIL_CHANGE_KINDS,
  isValidRecurringTime,
} from '@escola/domain/recurring-emails';
import { manualEmailDataSchema } from './manual-email-payload';

export const RECURRING_EMAIL_FIELD_MESSAGES = {
  weekday: 'Escolha o dia da semana do envio (0 = domingo a 6 = sábado).',
  time: 'Informe o horário do envio como HH:mm (de 00:00 a 23:59), no horário de Brasília.',
  isActive: 'Informe isActive como true ou false.',
} as const;

export const recurringEmailScheduleSchema = z.strictObject({
  weekday: z
    .number({ message: RECURRING_EMAIL_FIELD_MESSAGES.weekday })
    .int(RECURRING_EMAIL_FIELD_MESSAGES.weekday)
    .min(0, RECURRING_EMAIL_FIELD_MESSAGES.weekday)
    .max(6, RECURRING_EMAIL_FIELD_MESSAGES.weekday),
  time: z
    .string({ message: RECURRING_EMAIL_FIELD_MESSAGES.time })
    .refine(isValidRecurringTime, RECURRING_EMAIL_FIELD_MESSAGES.time),
});

/** Subject, body and audience (as a manual e-mail's) and the schedule: the spec's `data`. */
export const recurringEmailDataSchema = manualEmailDataSchema.extend({
  schedule: recurringEmailScheduleSchema,
});

/** The body of new-email and edit-email. */
export const recurringEmailPayloadSchema = z
  .strictObject({ data: recurringEmailDataSchema })
  .meta({ id: 'RecurringEmailPayload' });

export type RecurringEmailPayload = z.input<typeof recurringEmailPayloadSchema>;
export type RecurringEmailPayloadValues = z.output<typeof recurringEmailPayloadSchema>;

const deliveriesSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
});

const storedDataSchema = z.object({
  subject: z.string(),
  body: z.string(),
  audience: z.object({ kind: z.enum(MESSAGE_AUDIENCE_KINDS), value: z.string() }),
  schedule: z.object({ weekday: z.number().int(), time: z.string() }),
});

export const recurringEmailChangeSchema = z.object({
  id: z.string(),
  date: z.string(),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The e-mail's data after the change. */
  data: storedDataSchema,
  kind: z.enum(RECURRING_EMAIL_CHANGE_KINDS),
});

export const recurringEmailSchema = z
  .object({
    id: z.string(),
    isActive: z.boolean(),
    data: storedDataSchema.extend({
      audience: storedDataSchema.shape.audience.extend({
        /** The class group's name (null when it was deleted); the value otherwise. */
        label: z.string().nullable(),
      }),
    }),
    /** The next occurrence (null while deactivated). */
    nextRunAt: z.string().nullable(),
    /** The latest run (a manual e-mail made by the schedule) and its deliveries. */
    lastRun: z.object({ sendDate: z.string(), deliveries: deliveriesSchema }).nullable(),
    /** How many learners the audience reaches today. */
    recipientCount: z.number().int(),
    /** Oldest first: created, then each edit and toggle. */
    changeLog: z.array(recurringEmailChangeSchema),
  })
  .meta({ id: 'RecurringEmail' });

export type RecurringEmailItem = z.infer<typeof recurringEmailSchema>;
export type RecurringEmailChangeItem = z.infer<typeof recurringEmailChangeSchema>;

export const recurringEmailIdParamsSchema = z.strictObject({ id: z.uuid() });
