// The recurring e-mail form's values, its checks (the shared ones of every campaign e-mail and the
// schedule's, with the API's Portuguese words) and the body it sends:
// `{ data: { subject, body, audience, schedule: { weekday, time } } }`, time in Brasília.
import {
  RECURRING_EMAIL_FIELD_MESSAGES,
  type RecurringEmailItem,
  type RecurringEmailPayload,
} from '@escola/contracts/recurring-email-payload';
import { isValidRecurringTime, isValidRecurringWeekday } from '@escola/domain/recurring-emails';
import {
  EMPTY_EMAIL_CONTENT,
  emailContentErrors,
  onlyErrors,
  toEmailContentValues,
  toEmailData,
  type EmailContentErrors,
  type EmailContentValues,
} from './email-content';

export type RecurringEmailFormValues = EmailContentValues & {
  /** '0' (domingo) to '6' (sábado), as the select gives it; '' before a choice. */
  weekday: string;
  /** `HH:mm` (a time field), Brasília. */
  time: string;
};

export type RecurringEmailFormErrors = EmailContentErrors & { weekday?: string; time?: string };

export const EMPTY_RECURRING_EMAIL_FORM: RecurringEmailFormValues = {
  ...EMPTY_EMAIL_CONTENT,
  weekday: '1',
  time: '09:00',
};

export const toRecurringEmailFormValues = (
  email: RecurringEmailItem,
): RecurringEmailFormValues => ({
  ...toEmailContentValues(email.data),
  weekday: String(email.data.schedule.weekday),
  time: email.data.schedule.time,
});

export const validateRecurringEmailForm = ({
  values,
  classGroupIds,
}: {
  values: RecurringEmailFormValues;
  classGroupIds: readonly string[];
}): RecurringEmailFormErrors => ({
  ...emailContentErrors({ values, classGroupIds }),
  ...onlyErrors({
    weekday:
      values.weekday !== '' && isValidRecurringWeekday(Number(values.weekday))
        ? undefined
        : RECURRING_EMAIL_FIELD_MESSAGES.weekday,
    time: isValidRecurringTime(values.time) ? undefined : RECURRING_EMAIL_FIELD_MESSAGES.time,
  }),
});

/** The body of new-email and edit-email; call after validating. */
export const toRecurringEmailPayload = (
  values: RecurringEmailFormValues,
): RecurringEmailPayload => ({
  data: {
    ...toEmailData(values),
    schedule: { weekday: Number(values.weekday), time: values.time },
  },
});
