// The message form's fields: title, text (with a character count), an optional image with its
// description, and who receives it — a radio of everyone, a group, a class group or an access
// level, with the select of the chosen kind.
// Every field has a label and its error tied to it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_AUDIENCE_ACCESS_LEVELS,
  MESSAGE_AUDIENCE_GROUPS,
  MESSAGE_AUDIENCE_KINDS,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  type MessageAudienceKind,
} from '@escola/domain/in-app-messages';
import { FieldError, TextField } from '../../components/form-fields';
import type { MessageFormErrors, MessageFormValues } from '../lib/message-form';
import { groupLabel } from '../lib/use-audience-label';
import { MessageImageField } from './message-image-field';

export type ClassGroupChoice = { value: string; label: string };

const KIND_LABELS = {
  all: 'messages.form.kinds.all',
  group: 'messages.form.kinds.group',
  'class-group': 'messages.form.kinds.class-group',
  access: 'messages.form.kinds.access',
} as const satisfies Record<MessageAudienceKind, string>;

export const MessageFormFields = ({
  values,
  errors,
  classGroups,
  onChange,
  onImageError,
}: {
  values: MessageFormValues;
  errors: MessageFormErrors;
  classGroups: { options: readonly ClassGroupChoice[]; isLoading: boolean; isError: boolean };
  onChange: (changes: Partial<MessageFormValues>) => void;
  onImageError: (message: string | undefined) => void;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const audienceInvalid = errors.audience ? true : undefined;
  const audienceDescribedBy = errors.audience ? `${id}-audience-error` : undefined;

  const renderValueSelect = () => {
    if (values.audienceKind === 'group') {
      return (
        <div className="form__field">
          <label htmlFor={`${id}-group`}>{t('messages.form.group')}</label>
          <select
            id={`${id}-group`}
            value={values.group}
            aria-invalid={audienceInvalid}
            aria-describedby={audienceDescribedBy}
            onChange={(event) => onChange({ group: event.target.value })}
          >
            <option value="">{t('messages.form.chooseGroup')}</option>
            {MESSAGE_AUDIENCE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {groupLabel(group)}
              </option>
            ))}
          </select>
        </div>
      );
    }
    if (values.audienceKind === 'class-group') {
      return (
        <div className="form__field">
          <label htmlFor={`${id}-class-group`}>{t('messages.form.classGroup')}</label>
          <select
            id={`${id}-class-group`}
            value={values.classGroupId}
            disabled={classGroups.isLoading}
            aria-invalid={audienceInvalid}
            aria-describedby={audienceDescribedBy}
            onChange={(event) => onChange({ classGroupId: event.target.value })}
          >
            <option value="">
              {classGroups.isLoading
                ? t('messages.form.classGroupsLoading')
                : t('messages.form.chooseClassGroup')}
            </option>
            {classGroups.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {classGroups.isError ? (
            <p className="form__error" role="alert">
              {t('messages.form.classGroupsError')}
            </p>
          ) : null}
        </div>
      );
    }
    if (values.audienceKind === 'access') {
      return (
        <div className="form__field">
          <label htmlFor={`${id}-access`}>{t('messages.form.access')}</label>
          <select
            id={`${id}-access`}
            value={values.access}
            aria-invalid={audienceInvalid}
            aria-describedby={audienceDescribedBy}
            onChange={(event) => onChange({ access: event.target.value })}
          >
            <option value="">{t('messages.form.chooseAccess')}</option>
            {MESSAGE_AUDIENCE_ACCESS_LEVELS.map((access) => (
              <option key={access} value={access}>
                {t(`users.accessLevels.${access}`)}
              </option>
            ))}
          </select>
        </div>
      );
    }
    return null;
  };

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

      <fieldset>
        <legend>{t('messages.form.audience')}</legend>
        {MESSAGE_AUDIENCE_KINDS.map((kind) => (
          <label key={kind} className="admin-messages-form__choice">
            <input
              type="radio"
              name={`${id}-audience-kind`}
              value={kind}
              checked={values.audienceKind === kind}
              onChange={() => onChange({ audienceKind: kind })}
            />
            {t(KIND_LABELS[kind])}
          </label>
        ))}
        {renderValueSelect()}
        <FieldError id={`${id}-audience-error`} message={errors.audience} />
      </fieldset>
    </>
  );
};
