// The manual e-mail form's values, its checks (the API's rules and Portuguese messages, from the
// contract) and the body it sends: `{ data: { subject, body, audience }, sendDate }`. The send date
// is typed as Brasília's wall clock (a datetime-local field) and sent as the instant it names there.
import {
  MANUAL_EMAIL_FIELD_MESSAGES,
  type ManualEmailItem,
  type ManualEmailPayload,
} from '@escola/contracts/manual-email-payload';
import { isFutureSendDate } from '@escola/domain/email-campaigns';
import { formatZonedWallTime, zonedWallTimeToDate } from '@escola/domain/zoned-date';
import {
  EMPTY_EMAIL_CONTENT,
  emailContentErrors,
  onlyErrors,
  toEmailContentValues,
  toEmailData,
  type EmailContentErrors,
  type EmailContentValues,
} from './email-content';

export type ManualEmailFormValues = EmailContentValues & {
  /** `yyyy-MM-ddTHH:mm` in America/Sao_Paulo. */
  sendAt: string;
};

export type ManualEmailFormErrors = EmailContentErrors & { sendAt?: string };

export const EMPTY_MANUAL_EMAIL_FORM: ManualEmailFormValues = {
  ...EMPTY_EMAIL_CONTENT,
  sendAt: '',
};

export const toManualEmailFormValues = (email: ManualEmailItem): ManualEmailFormValues => ({
  ...toEmailContentValues(email.data),
  sendAt: formatZonedWallTime({ date: new Date(email.sendDate) }),
});

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
}): ManualEmailFormErrors => ({
  ...emailContentErrors({ values, classGroupIds }),
  ...onlyErrors({ sendAt: sendAtError(values.sendAt, now) }),
});

/** The body of new-email and edit-email; call after validating. */
export const toManualEmailPayload = (values: ManualEmailFormValues): ManualEmailPayload => {
  const sendDate = zonedWallTimeToDate({ wallTime: values.sendAt });
  if (!sendDate) throw new Error(MANUAL_EMAIL_FIELD_MESSAGES.sendDateRequired);
  return {
    data: toEmailData(values),
    sendDate: sendDate.toISOString(),
  };
};
