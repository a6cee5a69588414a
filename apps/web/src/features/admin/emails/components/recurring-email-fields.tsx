// The recurring e-mail form's fields: the campaign e-mail's shared ones (email-content-fields.tsx)
// and the weekly schedule — a weekday and a time in Brasília —, each with its label and error.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RECURRING_EMAIL_WEEKDAY_NAMES } from '@escola/domain/recurring-emails';
import { FieldError } from '../../components/form-fields';
import type { ClassGroupChoices } from '../../messages/components/audience-fields';
import type {
  RecurringEmailFormErrors,
  RecurringEmailFormValues,
} from '../lib/recurring-email-form';
import { EmailContentFields, type RecipientCountState } from './email-content-fields';

export const RecurringEmailFields = ({
  values,
  errors,
  classGroups,
  recipientCount,
  onChange,
}: {
  values: RecurringEmailFormValues;
  errors: RecurringEmailFormErrors;
  classGroups: ClassGroupChoices;
  recipientCount: RecipientCountState;
  onChange: (changes: Partial<RecurringEmailFormValues>) => void;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <>
      <EmailContentFields
        values={values}
        errors={errors}
        classGroups={classGroups}
        recipientCount={recipientCount}
        onChange={onChange}
      />
      <fieldset className="admin-emails-form__schedule">
        <legend>{t('recurringEmails.form.schedule')}</legend>
        <div className="form__field">
          <label htmlFor={`${id}-weekday`}>{t('recurringEmails.form.weekday')}</label>
          <select
            id={`${id}-weekday`}
            name="weekday"
            value={values.weekday}
            aria-invalid={errors.weekday ? true : undefined}
            aria-describedby={errors.weekday ? `${id}-weekday-error` : undefined}
            onChange={(event) => onChange({ weekday: event.target.value })}
          >
            {RECURRING_EMAIL_WEEKDAY_NAMES.map((name, weekday) => (
              <option key={name} value={String(weekday)}>
                {name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-weekday-error`} message={errors.weekday} />
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-time`}>{t('recurringEmails.form.time')}</label>
          <input
            id={`${id}-time`}
            name="time"
            type="time"
            value={values.time}
            required
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={[`${id}-time-help`, errors.time ? `${id}-time-error` : null]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => onChange({ time: event.target.value })}
          />
          <p id={`${id}-time-help`} className="admin-messages-form__counter">
            {t('recurringEmails.form.timeHelp')}
          </p>
          <FieldError id={`${id}-time-error`} message={errors.time} />
        </div>
      </fieldset>
    </>
  );
};
