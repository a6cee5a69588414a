// The automatic e-mail form (admin and super): subject, Markdown body, the variables it may use
// (the required ones marked) and the e-mail's preview (email-preview.tsx, shared with the other
// e-mail forms). Checked here first with the API's own rules and words; a saved e-mail closes
// the drawer and the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutomaticEmailItem } from '@escola/contracts/automatic-email-payload';
import {
  AUTOMATIC_EMAIL_VARIABLE_DESCRIPTIONS,
  isAutomaticEmailId,
  type AutomaticEmailVariable,
} from '@escola/domain/automatic-emails';
import {
  MANUAL_EMAIL_BODY_MAX_LENGTH,
  MANUAL_EMAIL_SUBJECT_MAX_LENGTH,
} from '@escola/domain/email-campaigns';
import { Button } from '../../../../components/ui/button';
import { useFlash } from '../../../../lib/flash';
import { FieldError, TextField } from '../../components/form-fields';
import { messageErrorMessage } from '../../messages/lib/message-errors';
import {
  AUTOMATIC_EMAILS_QUERY_KEY,
  automaticEmailPreviewCalls,
  editAutomaticEmail,
} from '../api/automatic-emails-api';
import {
  validateAutomaticEmailForm,
  type AutomaticEmailFormErrors,
  type AutomaticEmailFormValues,
} from '../lib/automatic-email-form';
import { EmailPreview } from './email-preview';
import '../../messages/components/messages.css';
import './emails.css';

const descriptionOf = (name: string) =>
  AUTOMATIC_EMAIL_VARIABLE_DESCRIPTIONS[name as AutomaticEmailVariable] ?? '';

export const AutomaticEmailForm = ({
  email,
  onDone,
}: {
  email: AutomaticEmailItem;
  onDone: () => void;
}) => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState<AutomaticEmailFormValues>({
    subject: email.data.subject,
    body: email.data.body,
  });
  const [errors, setErrors] = useState<AutomaticEmailFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: () =>
      editAutomaticEmail({
        id: email.id,
        body: { data: { subject: values.subject.trim(), body: values.body.trim() } },
      }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: AUTOMATIC_EMAILS_QUERY_KEY });
      showFlash({ type: 'success', message: answer.message });
      onDone();
    },
    onError: (error) => setServerError(messageErrorMessage(error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = isAutomaticEmailId(email.id)
      ? validateAutomaticEmailForm({ id: email.id, values })
      : {};
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    mutation.mutate();
  };

  const change = (changes: Partial<AutomaticEmailFormValues>) =>
    setValues((current) => ({ ...current, ...changes }));

  return (
    <form className="form admin-messages-form admin-emails-form" noValidate onSubmit={submit}>
      <p>{email.data.description}</p>
      <TextField
        id={`${id}-subject`}
        name="subject"
        label={t('automaticEmails.form.subject')}
        value={values.subject}
        maxLength={MANUAL_EMAIL_SUBJECT_MAX_LENGTH}
        error={errors.subject}
        onChange={(subject) => change({ subject })}
      />
      <div className="form__field">
        <label htmlFor={`${id}-body`}>{t('automaticEmails.form.body')}</label>
        <textarea
          id={`${id}-body`}
          name="body"
          value={values.body}
          rows={12}
          maxLength={MANUAL_EMAIL_BODY_MAX_LENGTH}
          required
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[`${id}-variables`, errors.body ? `${id}-body-error` : null]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => change({ body: event.target.value })}
        />
        <FieldError id={`${id}-body-error`} message={errors.body} />
      </div>
      <div id={`${id}-variables`} className="admin-emails-form__variables">
        <h3>{t('automaticEmails.form.variablesTitle')}</h3>
        <ul>
          {email.data.variables.map((name) => (
            <li key={name}>
              <code>{`{{${name}}}`}</code> — {descriptionOf(name)}
              {email.data.requiredVariables.includes(name) ? (
                <strong> {t('automaticEmails.form.required')}</strong>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <EmailPreview
        subject={values.subject}
        body={values.body}
        calls={automaticEmailPreviewCalls(email.id)}
      />
      {serverError ? (
        <p className="form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="admin-messages-form__buttons">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('automaticEmails.form.saving') : t('automaticEmails.form.submit')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('automaticEmails.form.cancel')}
        </Button>
      </div>
    </form>
  );
};
