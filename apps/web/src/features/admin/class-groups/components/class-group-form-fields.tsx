// The class-group form's fields: name, the trilhas (checkboxes), the validity type (radio) with a
// date-range picker or a months field. Every field has a label and its error tied to it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLASS_GROUP_MAX_MONTHS,
  CLASS_GROUP_MIN_MONTHS,
} from '@escola/contracts/post-class-groups-new-class-group';
import type { ClassGroupValidityType } from '@escola/domain/class-group-validity';
import { DateRangePicker } from '../../../../components/ui/date-range-picker';
import {
  formatCalendarDate,
  parseCalendarDate,
} from '../../../../components/ui/convert-calendar-dates';
import { FieldError, TextField } from '../../components/form-fields';
import { useSuperBlockTitles } from '../hooks/use-super-block-titles';
import type { ClassGroupFormErrors, ClassGroupFormValues } from '../lib/class-group-form';

const VALIDITY_LABELS = {
  dateRange: 'classGroups.form.validityDateRange',
  durationInMonths: 'classGroups.form.validityDuration',
} as const satisfies Record<ClassGroupValidityType, string>;

export const ClassGroupFormFields = ({
  values,
  errors,
  nameMaxLength,
  onChange,
}: {
  values: ClassGroupFormValues;
  errors: ClassGroupFormErrors;
  nameMaxLength: number;
  onChange: (changes: Partial<ClassGroupFormValues>) => void;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const { options, isLoading } = useSuperBlockTitles();
  const start = parseCalendarDate(values.startDate);
  const end = parseCalendarDate(values.endDate);

  const toggleSuperBlock = (superBlock: (typeof options)[number]['superBlock']) => {
    const chosen = values.curriculumAvailable.includes(superBlock)
      ? values.curriculumAvailable.filter((entry) => entry !== superBlock)
      : [...values.curriculumAvailable, superBlock];
    // Kept in the course's order, whatever the order of the clicks.
    onChange({
      curriculumAvailable: options
        .map((option) => option.superBlock)
        .filter((entry) => chosen.includes(entry)),
    });
  };

  return (
    <>
      <TextField
        id={`${id}-name`}
        name="name"
        label={t('classGroups.form.name')}
        value={values.name}
        maxLength={nameMaxLength}
        error={errors.name}
        onChange={(name) => onChange({ name })}
      />

      <fieldset
        aria-describedby={
          errors.curriculumAvailable
            ? `${id}-content-hint ${id}-content-error`
            : `${id}-content-hint`
        }
      >
        <legend>{t('classGroups.form.content')}</legend>
        <p id={`${id}-content-hint`} className="class-groups-form__hint">
          {isLoading ? t('classGroups.form.contentLoading') : t('classGroups.form.contentHint')}
        </p>
        {options.map((option, index) => (
          <label key={option.superBlock} className="class-groups-form__choice">
            <input
              type="checkbox"
              name="curriculumAvailable"
              value={option.superBlock}
              checked={values.curriculumAvailable.includes(option.superBlock)}
              aria-invalid={errors.curriculumAvailable && index === 0 ? true : undefined}
              onChange={() => toggleSuperBlock(option.superBlock)}
            />
            {option.title}
          </label>
        ))}
        <FieldError id={`${id}-content-error`} message={errors.curriculumAvailable} />
      </fieldset>

      <fieldset>
        <legend>{t('classGroups.form.validity')}</legend>
        {(Object.keys(VALIDITY_LABELS) as ClassGroupValidityType[]).map((type) => (
          <label key={type} className="class-groups-form__choice">
            <input
              type="radio"
              name="validityType"
              value={type}
              checked={values.validityType === type}
              onChange={() => onChange({ validityType: type })}
            />
            {t(VALIDITY_LABELS[type])}
          </label>
        ))}
        {values.validityType === 'dateRange' ? (
          <DateRangePicker
            label={t('classGroups.form.dateRange')}
            value={start && end ? { start, end } : null}
            isRequired
            {...(errors.dateRange ? { errorText: errors.dateRange } : {})}
            onChange={(range) =>
              onChange({
                startDate: formatCalendarDate(range?.start),
                endDate: formatCalendarDate(range?.end),
              })
            }
          />
        ) : (
          <div className="form__field">
            <label htmlFor={`${id}-months`}>{t('classGroups.form.months')}</label>
            <input
              id={`${id}-months`}
              name="durationInMonths"
              type="number"
              inputMode="numeric"
              min={CLASS_GROUP_MIN_MONTHS}
              max={CLASS_GROUP_MAX_MONTHS}
              step={1}
              value={values.durationInMonths}
              required
              aria-invalid={errors.durationInMonths ? true : undefined}
              aria-describedby={
                errors.durationInMonths
                  ? `${id}-months-hint ${id}-months-error`
                  : `${id}-months-hint`
              }
              onChange={(event) => onChange({ durationInMonths: event.target.value })}
            />
            <p id={`${id}-months-hint`} className="class-groups-form__hint">
              {t('classGroups.form.monthsHint')}
            </p>
            <FieldError id={`${id}-months-error`} message={errors.durationInMonths} />
          </div>
        )}
      </fieldset>
    </>
  );
};
