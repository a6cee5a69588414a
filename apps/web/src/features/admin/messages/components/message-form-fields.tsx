// The message form's fields: title, text (with a character count), an optional image with its
// description, and who receives it (audience-fields.tsx).
// Every field has a label and its error tied to it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_TITLE_MAX_LENGTH } from '@escola/domain/in-app-messages';
import { FieldError, TextField } from '../../components/form-fields';
import type { MessageFormErrors, MessageFormValues } from '../lib/message-form';
import { AudienceFields, type ClassGroupChoices } from './audience-fields';
import { MessageImageField } from './message-image-field';

export const MessageFormFields = ({
  values,
  errors,
  classGroups,
  onChange,
  onImageError,
}: {
  values: MessageFormValues;
  errors: MessageFormErrors;
  classGroups: ClassGroupChoices;
  onChange: (changes: Partial<MessageFormValues>) => void;
  onImageError: (message: string | undefined) => void;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();

  return (
    <>
      <TextField
        id={`${id}-title`}
        name="title"
        label={t('messages.form.title')}
        value={values.title}
        maxLength={MESSAGE_TITLE_MAX_LENGTH}
        error={errors.title}
        onChange={(title) => onChange({ title })}
      />

      <div className="form__field">
        <label htmlFor={`${id}-body`}>{t('messages.form.body')}</label>
        <textarea
          id={`${id}-body`}
          name="body"
          value={values.body}
          maxLength={MESSAGE_BODY_MAX_LENGTH}
          required
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-body-counter${errors.body ? ` ${id}-body-error` : ''}`}
          onChange={(event) => onChange({ body: event.target.value })}
        />
        <p id={`${id}-body-counter`} className="admin-messages-form__counter">
          {t('messages.form.bodyCounter', {
            count: values.body.length,
            max: MESSAGE_BODY_MAX_LENGTH.toLocaleString('pt-BR'),
          })}
        </p>
        <FieldError id={`${id}-body-error`} message={errors.body} />
      </div>

      <MessageImageField
        id={id}
        image={values.image}
        description={values.imageDescription}
        errors={errors}
        onChange={onChange}
        onImageError={onImageError}
      />

      <AudienceFields
        values={values}
        error={errors.audience}
        classGroups={classGroups}
        onChange={onChange}
      />
    </>
  );
};
