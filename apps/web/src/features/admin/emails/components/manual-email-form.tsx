// The manual e-mail form: checked here first with the API's own rules and words, then scheduled
// (new-email) or saved (edit-email); the server's Portuguese reason for a refusal shows on the
// form. A saved e-mail closes the drawer and the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualEmailItem } from '@escola/contracts/manual-email-payload';
import { Button } from '../../../../components/ui/button';
import { useFlash } from '../../../../lib/flash';
import { messageErrorMessage } from '../../messages/lib/message-errors';
import {
  MANUAL_EMAILS_QUERY_KEY,
  createManualEmail,
  editManualEmail,
} from '../api/manual-emails-api';
import { useEmailAudience } from '../hooks/use-email-audience';
import {
  EMPTY_MANUAL_EMAIL_FORM,
  toManualEmailFormValues,
  toManualEmailPayload,
  validateManualEmailForm,
  type ManualEmailFormErrors,
  type ManualEmailFormValues,
} from '../lib/manual-email-form';
import { ManualEmailFields } from './manual-email-fields';
import '../../messages/components/messages.css';
import './emails.css';

const focusInvalidField = (form: HTMLFormElement) =>
  queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

export const ManualEmailForm = ({
  email,
  onDone,
}: {
  email: ManualEmailItem | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ManualEmailFormValues>(() =>
    email ? toManualEmailFormValues(email) : EMPTY_MANUAL_EMAIL_FORM,
  );
  const [errors, setErrors] = useState<ManualEmailFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { classGroups, classGroupIds, recipientCount } = useEmailAudience(values);

  const mutation = useMutation({
    mutationFn: () => {
      const body = toManualEmailPayload(values);
      return email ? editManualEmail({ id: email.id, body }) : createManualEmail(body);
    },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: MANUAL_EMAILS_QUERY_KEY });
      showFlash({ type: 'success', message: answer.message });
      onDone();
    },
    onError: (error) => setServerError(messageErrorMessage(error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateManualEmailForm({ values, classGroupIds, now: new Date() });
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      focusInvalidField(event.currentTarget);
      return;
    }
    mutation.mutate();
  };

  return (
    <form className="form admin-messages-form admin-emails-form" noValidate onSubmit={submit}>
      <ManualEmailFields
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
            ? t('manualEmails.form.saving')
            : t(email ? 'manualEmails.form.submitEdit' : 'manualEmails.form.submitCreate')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('manualEmails.form.cancel')}
        </Button>
      </div>
    </form>
  );
};
