// The manual e-mail form's values, its checks (the API's rules and Portuguese messages, from the
// contract) and the body it sends: `{ data: { subject, body, audience }, sendDate }`. The send date
// is typed as Brasília's wall clock (a datetime-local field) and sent as the instant it names there.
import {
  MANUAL_EMAIL_FIELD_MESSAGES,
  type ManualEmailItem,
  type ManualEmailPayload,
} from '@escola/contracts/manual-email-payload';
import {
  MANUAL_EMAIL_BODY_MAX_LENGTH,
  MANUAL_EMAIL_SUBJECT_MAX_LENGTH,
  findUnknownVariables,
  isFutureSendDate,
} from '@escola/domain/email-campaigns';
import { formatZonedWallTime, zonedWallTimeToDate } from '@escola/domain/zoned-date';
import {
  audienceError,
  audienceValue,
  type AudienceFormValues,
} from '../../messages/lib/message-form';

export type ManualEmailFormValues = AudienceFormValues & {
  subject: string;
  /** Markdown, with `{{nome}}` and `{{link}}`. */
  body: string;
  /** `yyyy-MM-ddTHH:mm` in America/Sao_Paulo. */
  sendAt: string;
};

export type ManualEmailFormErrors = Partial<
  Record<'subject' | 'body' | 'audience' | 'sendAt', string>
>;

export const EMPTY_MANUAL_EMAIL_FORM: ManualEmailFormValues = {
  subject: '',
  body: '',
  audienceKind: 'all',
  group: '',
  classGroupId: '',
  access: '',
  sendAt: '',
};

export const toManualEmailFormValues = (email: ManualEmailItem): ManualEmailFormValues => {
  const { audience } = email.data;
  return {
    subject: email.data.subject,
    body: email.data.body,
    audienceKind: audience.kind,
    group: audience.kind === 'group' ? audience.value : '',
    classGroupId: audience.kind === 'class-group' ? audience.value : '',
    access: audience.kind === 'access' ? audience.value : '',
    sendAt: formatZonedWallTime({ date: new Date(email.sendDate) }),
  };
};

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

const sendAtError = (sendAt: string, now: Date): string | undefined => {
  const date = zonedWallTimeToDate({ wallTime: sendAt });
  if (!date) return MANUAL_EMAIL_FIELD_MESSAGES.sendDateRequired;
  return isFutureSendDate({ sendAt: date, now })
    ? undefined
    : MANUAL_EMAIL_FIELD_MESSAGES.sendDateInPast;
};

/** The form's errors by field; empty when it may be sent. `classGroupIds`: the groups offered. */
export const validateManualEmailForm = ({
  values,
  classGroupIds,
  now,
}: {
  values: ManualEmailFormValues;
  classGroupIds: readonly string[];
  now: Date;
}): ManualEmailFormErrors => {
  const found: ManualEmailFormErrors = {
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
    sendAt: sendAtError(values.sendAt, now),
  };
  return Object.fromEntries(
    Object.entries(found).filter(([, message]) => message !== undefined),
  ) as ManualEmailFormErrors;
};

/** The body of new-email and edit-email; call after validating. */
export const toManualEmailPayload = (values: ManualEmailFormValues): ManualEmailPayload => {
  const sendDate = zonedWallTimeToDate({ wallTime: values.sendAt });
  if (!sendDate) throw new Error(MANUAL_EMAIL_FIELD_MESSAGES.sendDateRequired);
  return {
    data: {
      subject: values.subject.trim(),
      body: values.body.trim(),
      audience: { kind: values.audienceKind, value: audienceValue(values) },
    },
    sendDate: sendDate.toISOString(),
  };
};
