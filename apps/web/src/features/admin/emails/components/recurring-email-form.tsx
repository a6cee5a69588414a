// The recurring e-mail form: checked here first with the API's own rules and words, then created
// (new-email) or saved (edit-email); the server's Portuguese reason for a refusal shows on the
// form. A saved e-mail closes the drawer and the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecurringEmailItem } from '@escola/contracts/recurring-email-payload';
import { Button } from '../../../../components/ui/button';
import { useFlash } from '../../../../lib/flash';
import { messageErrorMessage } from '../../messages/lib/message-errors';
import {
  RECURRING_EMAILS_QUERY_KEY,
  createRecurringEmail,
  editRecurringEmail,
} from '../api/recurring-emails-api';
import { useEmailAudience } from '../hooks/use-email-audience';
import {
  EMPTY_RECURRING_EMAIL_FORM,
  toRecurringEmailFormValues,
  toRecurringEmailPayload,
  validateRecurringEmailForm,
  type RecurringEmailFormErrors,
  type RecurringEmailFormValues,
} from '../lib/recurring-email-form';
import { RecurringEmailFields } from './recurring-email-fields';
import '../../messages/components/messages.css';
import './emails.css';

export const RecurringEmailForm = ({
  email,
  onDone,
}: {
  email: RecurringEmailItem | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<RecurringEmailFormValues>(() =>
    email ? toRecurringEmailFormValues(email) : EMPTY_RECURRING_EMAIL_FORM,
  );
  const [errors, setErrors] = useState<RecurringEmailFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { classGroups, classGroupIds, recipientCount } = useEmailAudience(values);

  const mutation = useMutation({
    mutationFn: () => {
      const body = toRecurringEmailPayload(values);
      return email ? editRecurringEmail({ id: email.id, body }) : createRecurringEmail(body);
    },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: RECURRING_EMAILS_QUERY_KEY });
      showFlash({ type: 'success', message: answer.message });
      onDone();
    },
    onError: (error) => setServerError(messageErrorMessage(error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRecurringEmailForm({ values, classGroupIds });
    setErrors(found);
    setServerError(null);
    const form = event.currentTarget;
    if (Object.keys(found).length > 0) {
      queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    mutation.mutate();
  };

  return (
    <form className="form admin-messages-form admin-emails-form" noValidate onSubmit={submit}>
      <RecurringEmailFields
        values={values}
        errors={errors}
        classGroups={classGroups}
        recipientCount={recipientCount}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
      />
      {serverError ? (
        <p className="form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="admin-messages-form__buttons">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending
            ? t('recurringEmails.form.saving')
            : t(email ? 'recurringEmails.form.submitEdit' : 'recurringEmails.form.submitCreate')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('recurringEmails.form.cancel')}
        </Button>
      </div>
    </form>
  );
};
