// The address of the national form: the CEP fills state, city, street and neighbourhood; the city
// is a select of the state's IBGE municipalities.
import { useTranslation } from 'react-i18next';
import type { GetCepResponse } from '@escola/contracts/get-cep';
import { BRAZILIAN_STATES } from '@escola/domain/brazilian-states';
import { useCepFill, useCities } from '../hooks/use-cep-fill';
import type { NationalFormErrors, NationalFormValues } from '../lib/national-form-values';
import { SelectField, TextField } from './quiz-fields';

type Props = {
  values: NationalFormValues;
  errors: NationalFormErrors;
  onChange: (changes: Partial<NationalFormValues>) => void;
};

export const AddressFields = ({ values, errors, onChange }: Props) => {
  const { t } = useTranslation('quiz');
  const cities = useCities(values.state);
  const cepStatus = useCepFill({
    cep: values.cep,
    onAddress: (address: GetCepResponse) =>
      onChange({
        state: address.state,
        city: address.city,
        ...(address.street === '' ? {} : { street: address.street }),
        ...(address.neighborhood === '' ? {} : { neighborhood: address.neighborhood }),
      }),
  });
  const cepMessage = {
    idle: '',
    searching: t('form.cepSearching'),
    filled: t('form.cepFilled'),
    'state-only': t('form.cepStateFilled'),
    'not-found': t('form.cepNotFound'),
  }[cepStatus];
  const cityOptions = cities.data?.cities ?? [];

  return (
    <fieldset className="quiz-form__group">
      <legend>{t('form.address')}</legend>
      <TextField
        label={t('form.cep')}
        name="cep"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={9}
        required
        hint={t('form.cepHint')}
        value={values.cep}
        onChange={(event) => onChange({ cep: event.target.value })}
        error={errors.cep}
      />
      <p role="status" className="quiz-form__status">
        {cepMessage}
      </p>
      <SelectField
        label={t('form.state')}
        name="state"
        placeholder={t('form.choose')}
        required
        value={values.state}
        onChange={(event) => onChange({ state: event.target.value, city: '' })}
        error={errors.state}
      >
        {BRAZILIAN_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.city')}
        name="city"
        placeholder={cities.isFetching ? t('form.cityLoading') : t('form.choose')}
        required
        disabled={values.state === ''}
        value={cityOptions.includes(values.city) ? values.city : ''}
        onChange={(event) => onChange({ city: event.target.value })}
        error={errors.city}
      >
        {cityOptions.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('form.street')}
        name="street"
        autoComplete="address-line1"
        required
        value={values.street}
        onChange={(event) => onChange({ street: event.target.value })}
        error={errors.street}
      />
      <TextField
        label={t('form.number')}
        name="number"
        required
        value={values.number}
        onChange={(event) => onChange({ number: event.target.value })}
        error={errors.number}
      />
      <TextField
        label={t('form.complement')}
        name="complement"
        autoComplete="address-line2"
        value={values.complement}
        onChange={(event) => onChange({ complement: event.target.value })}
        error={errors.complement}
      />
      <TextField
        label={t('form.neighborhood')}
        name="neighborhood"
        required
        value={values.neighborhood}
        onChange={(event) => onChange({ neighborhood: event.target.value })}
        error={errors.neighborhood}
      />
    </fieldset>
  );
};
