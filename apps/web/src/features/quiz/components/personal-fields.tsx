// Who the person is: name, CPF, birth date, the IBGE-style choices, and where they were born.
import { useTranslation } from 'react-i18next';
import {
  QUIZ_EDUCATION_OPTIONS,
  QUIZ_NATIONALITY_OPTIONS,
  QUIZ_OCCUPATION_OPTIONS,
  QUIZ_RACE_OPTIONS,
  QUIZ_SEX_OPTIONS,
} from '@escola/contracts/quiz-user-record';
import { BRAZILIAN_STATES } from '@escola/domain/brazilian-states';
import type { NationalFormErrors, NationalFormValues } from '../lib/national-form-values';
import { SelectField, TextField } from './quiz-fields';

type Props = {
  values: NationalFormValues;
  errors: NationalFormErrors;
  onChange: (changes: Partial<NationalFormValues>) => void;
};

type ChoiceField = 'sex' | 'race' | 'nationality' | 'educationLevel' | 'occupationalSituation';
const CHOICES: readonly [ChoiceField, readonly string[]][] = [
  ['sex', QUIZ_SEX_OPTIONS],
  ['race', QUIZ_RACE_OPTIONS],
  ['nationality', QUIZ_NATIONALITY_OPTIONS],
  ['educationLevel', QUIZ_EDUCATION_OPTIONS],
  ['occupationalSituation', QUIZ_OCCUPATION_OPTIONS],
];

export const PersonalFields = ({ values, errors, onChange }: Props) => {
  const { t } = useTranslation('quiz');
  return (
    <>
      <fieldset className="quiz-form__group">
        <legend>{t('form.personal')}</legend>
        <TextField
          label={t('form.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
          error={errors.name}
        />
        <TextField
          label={t('form.cpf')}
          name="cpf"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          required
          hint={t('form.cpfHint')}
          value={values.cpf}
          onChange={(event) => onChange({ cpf: event.target.value })}
          error={errors.cpf}
        />
        <TextField
          label={t('form.birthDate')}
          name="birthDate"
          type="date"
          autoComplete="bday"
          required
          value={values.birthDate}
          onChange={(event) => onChange({ birthDate: event.target.value })}
          error={errors.birthDate}
        />
        {CHOICES.map(([field, options]) => (
          <SelectField
            key={field}
            label={t(`form.${field}`)}
            name={field}
            placeholder={t('form.choose')}
            required
            value={values[field]}
            onChange={(event) => onChange({ [field]: event.target.value })}
            error={errors[field]}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {t(`options.${field}.${option}` as never)}
              </option>
            ))}
          </SelectField>
        ))}
      </fieldset>
      <fieldset className="quiz-form__group">
        <legend>{t('form.origin')}</legend>
        <TextField
          label={t('form.homeCountry')}
          name="homeCountry"
          autoComplete="off"
          value={values.homeCountry}
          onChange={(event) => onChange({ homeCountry: event.target.value })}
          error={errors.homeCountry}
        />
        <SelectField
          label={t('form.homeState')}
          name="homeState"
          placeholder={t('form.choose')}
          value={values.homeState}
          onChange={(event) => onChange({ homeState: event.target.value })}
          error={errors.homeState}
        >
          {BRAZILIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('form.homeCity')}
          name="homeCity"
          autoComplete="off"
          value={values.homeCity}
          onChange={(event) => onChange({ homeCity: event.target.value })}
          error={errors.homeCity}
        />
      </fieldset>
    </>
  );
};
