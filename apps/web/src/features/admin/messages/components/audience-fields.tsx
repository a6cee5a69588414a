// Who receives it: a radio of everyone, a group, a class group or an access level, with the select
// of the chosen kind and the audience's error tied to its controls. The in-app messages' form and
// the manual e-mails' form (issue 20) both use it.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_AUDIENCE_ACCESS_LEVELS,
  MESSAGE_AUDIENCE_GROUPS,
  MESSAGE_AUDIENCE_KINDS,
  type MessageAudienceKind,
} from '@escola/domain/in-app-messages';
import { FieldError } from '../../components/form-fields';
import type { AudienceFormValues } from '../lib/message-form';
import { groupLabel } from '../lib/use-audience-label';

export type ClassGroupChoice = { value: string; label: string };

export type ClassGroupChoices = {
  options: readonly ClassGroupChoice[];
  isLoading: boolean;
  isError: boolean;
};

const KIND_LABELS = {
  all: 'messages.form.kinds.all',
  group: 'messages.form.kinds.group',
  'class-group': 'messages.form.kinds.class-group',
  access: 'messages.form.kinds.access',
} as const satisfies Record<MessageAudienceKind, string>;

export const AudienceFields = ({
  values,
  error,
  classGroups,
  onChange,
  children,
}: {
  values: AudienceFormValues;
  error: string | undefined;
  classGroups: ClassGroupChoices;
  onChange: (changes: Partial<AudienceFormValues>) => void;
  /** Shown at the end of the fieldset (e.g. how many people the audience reaches). */
  children?: ReactNode;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const audienceInvalid = error ? true : undefined;
  const audienceDescribedBy = error ? `${id}-audience-error` : undefined;

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
      {children}
      <FieldError id={`${id}-audience-error`} message={error} />
    </fieldset>
  );
};
