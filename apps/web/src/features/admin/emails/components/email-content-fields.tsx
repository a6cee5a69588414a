// The fields every campaign e-mail form shares (manual and recurring e-mails, issue 20): subject,
// Markdown text with its variables' help and the e-mail's preview (email-preview.tsx), who
// receives it with how many it reaches today. Every field has a label and its error tied to it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_VARIABLES,
  MANUAL_EMAIL_BODY_MAX_LENGTH,
  MANUAL_EMAIL_SUBJECT_MAX_LENGTH,
} from '@escola/domain/email-campaigns';
import { FieldError, TextField } from '../../components/form-fields';
import { AudienceFields, type ClassGroupChoices } from '../../messages/components/audience-fields';
import type { EmailContentErrors, EmailContentValues } from '../lib/email-content';
import { EmailPreview } from './email-preview';

export type RecipientCountState =
  { status: 'idle' | 'loading' | 'error' } | { status: 'counted'; count: number };

const numberFormat = new Intl.NumberFormat('pt-BR');
const [NAME_VARIABLE, LINK_VARIABLE] = EMAIL_VARIABLES.map((name) => `{{${name}}}`);

const RecipientCount = ({ state }: { state: RecipientCountState }) => {
  const { t } = useTranslation('admin');
  const text =
    state.status === 'counted'
      ? t('manualEmails.form.recipients', {
          count: state.count,
          formatted: numberFormat.format(state.count),
        })
      : state.status === 'loading'
        ? t('manualEmails.form.recipientsCounting')
        : state.status === 'error'
          ? t('manualEmails.form.recipientsError')
          : '';
  return (
    <p role="status" className="admin-emails-form__count">
      {text}
    </p>
  );
};

export const EmailContentFields = ({
  values,
  errors,
  classGroups,
  recipientCount,
  onChange,
}: {
  values: EmailContentValues;
  errors: EmailContentErrors;
  classGroups: ClassGroupChoices;
  recipientCount: RecipientCountState;
  onChange: (changes: Partial<EmailContentValues>) => void;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const bodyDescribedBy = [
    `${id}-body-counter`,
    `${id}-variables`,
    errors.body ? `${id}-body-error` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <TextField
        id={`${id}-subject`}
        name="subject"
        label={t('manualEmails.form.subject')}
        value={values.subject}
        maxLength={MANUAL_EMAIL_SUBJECT_MAX_LENGTH}
        error={errors.subject}
        onChange={(subject) => onChange({ subject })}
      />

      <div className="form__field">
        <label htmlFor={`${id}-body`}>{t('manualEmails.form.body')}</label>
        <textarea
          id={`${id}-body`}
          name="body"
          value={values.body}
          rows={10}
          maxLength={MANUAL_EMAIL_BODY_MAX_LENGTH}
          required
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={bodyDescribedBy}
          onChange={(event) => onChange({ body: event.target.value })}
        />
        <p id={`${id}-body-counter`} className="admin-messages-form__counter">
          {t('manualEmails.form.bodyCounter', {
            count: values.body.length,
            max: MANUAL_EMAIL_BODY_MAX_LENGTH.toLocaleString('pt-BR'),
          })}
        </p>
        <p id={`${id}-variables`} className="admin-messages-form__counter">
          {t('manualEmails.form.variablesHelp', {
            nameVariable: NAME_VARIABLE,
            linkVariable: LINK_VARIABLE,
          })}
        </p>
        <FieldError id={`${id}-body-error`} message={errors.body} />
      </div>

      <EmailPreview subject={values.subject} body={values.body} />

      <AudienceFields
        values={values}
        error={errors.audience}
        classGroups={classGroups}
        onChange={onChange}
      >
        <RecipientCount state={recipientCount} />
      </AudienceFields>
    </>
  );
};
