// The manual e-mail form's fields: the campaign e-mail's shared ones (email-content-fields.tsx)
// and the send date in Brasília, with its label and its error tied to it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-fields';
import type { ClassGroupChoices } from '../../messages/components/audience-fields';
import type { ManualEmailFormErrors, ManualEmailFormValues } from '../lib/manual-email-form';
import { EmailContentFields, type RecipientCountState } from './email-content-fields';

export type { RecipientCountState } from './email-content-fields';

export const ManualEmailFields = ({
  values,
  errors,
  classGroups,
  recipientCount,
  onChange,
}: {
  values: ManualEmailFormValues;
  errors: ManualEmailFormErrors;
  classGroups: ClassGroupChoices;
  recipientCount: RecipientCountState;
  onChange: (changes: Partial<ManualEmailFormValues>) => void;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const sendAtDescribedBy = [`${id}-send-at-help`, errors.sendAt ? `${id}-send-at-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <EmailContentFields
        values={values}
        errors={errors}
        classGroups={classGroups}
        recipientCount={recipientCount}
        onChange={onChange}
      />
      <div className="form__field">
        <label htmlFor={`${id}-send-at`}>{t('manualEmails.form.sendAt')}</label>
        <input
          id={`${id}-send-at`}
          name="sendAt"
          type="datetime-local"
          value={values.sendAt}
          required
          aria-invalid={errors.sendAt ? true : undefined}
          aria-describedby={sendAtDescribedBy}
          onChange={(event) => onChange({ sendAt: event.target.value })}
        />
        <p id={`${id}-send-at-help`} className="admin-messages-form__counter">
          {t('manualEmails.form.sendAtHelp')}
        </p>
        <FieldError id={`${id}-send-at-error`} message={errors.sendAt} />
      </div>
    </>
  );
};
