// What every campaign e-mail form shares (manual and recurring e-mails, issue 20): subject,
// Markdown body and audience — the values, their checks (the API's rules and Portuguese words,
// from the contract) and the `data` they send.
import { MANUAL_EMAIL_FIELD_MESSAGES } from '@escola/contracts/manual-email-payload';
import {
  MANUAL_EMAIL_BODY_MAX_LENGTH,
  MANUAL_EMAIL_SUBJECT_MAX_LENGTH,
  findUnknownVariables,
} from '@escola/domain/email-campaigns';
import type { MessageAudienceKind } from '@escola/domain/in-app-messages';
import {
  audienceError,
  audienceValue,
  type AudienceFormValues,
} from '../../messages/lib/message-form';

export type EmailContentValues = AudienceFormValues & {
  subject: string;
  /** Markdown, with `{{nome}}` and `{{link}}`. */
  body: string;
};

export type EmailContentErrors = Partial<Record<'subject' | 'body' | 'audience', string>>;

export const EMPTY_EMAIL_CONTENT: EmailContentValues = {
  subject: '',
  body: '',
  audienceKind: 'all',
  group: '',
  classGroupId: '',
  access: '',
};

type EmailData = {
  subject: string;
  body: string;
  audience: { kind: MessageAudienceKind; value: string };
};

/** The form's values of an e-mail's data as the API answers it. */
export const toEmailContentValues = ({
  subject,
  body,
  audience,
}: EmailData): EmailContentValues => ({
  subject,
  body,
  audienceKind: audience.kind,
  group: audience.kind === 'group' ? audience.value : '',
  classGroupId: audience.kind === 'class-group' ? audience.value : '',
  access: audience.kind === 'access' ? audience.value : '',
});

const textError = ({
  text,
  max,
  required,
  tooLong,
}: {
  text: string;
  max: number;
  required: string;
  tooLong: string;
}): string | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return required;
  if (trimmed.length > max) return tooLong;
  const unknown = findUnknownVariables(trimmed);
  return unknown.length > 0 ? MANUAL_EMAIL_FIELD_MESSAGES.unknownVariables(unknown) : undefined;
};

/** Only the fields that have an error. */
export const onlyErrors = <Errors extends Record<string, string | undefined>>(found: Errors) =>
  Object.fromEntries(
    Object.entries(found).filter(([, message]) => message !== undefined),
  ) as Partial<Errors>;

/** The errors of subject, body and audience. `classGroupIds`: the groups offered. */
export const emailContentErrors = ({
  values,
  classGroupIds,
}: {
  values: EmailContentValues;
  classGroupIds: readonly string[];
}): EmailContentErrors =>
  onlyErrors({
    subject: textError({
      text: values.subject,
      max: MANUAL_EMAIL_SUBJECT_MAX_LENGTH,
      required: MANUAL_EMAIL_FIELD_MESSAGES.subjectRequired,
      tooLong: MANUAL_EMAIL_FIELD_MESSAGES.subjectTooLong,
    }),
    body: textError({
      text: values.body,
      max: MANUAL_EMAIL_BODY_MAX_LENGTH,
      required: MANUAL_EMAIL_FIELD_MESSAGES.bodyRequired,
      tooLong: MANUAL_EMAIL_FIELD_MESSAGES.bodyTooLong,
    }),
    audience: audienceError(values, classGroupIds),
  });

/** Subject, body and audience as the API reads them; call after validating. */
export const toEmailData = (values: EmailContentValues): EmailData => ({
  subject: values.subject.trim(),
  body: values.body.trim(),
  audience: { kind: values.audienceKind, value: audienceValue(values) },
});
