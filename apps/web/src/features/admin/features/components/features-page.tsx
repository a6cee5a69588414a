// /admin/features (super only, issue 19): the feature configuration of docs/product/admin.md — the
// support contact, the report and e-mail batch sizes and the flags — read from GET /api/features
// and saved whole with PUT. The values are checked here with the server's own rules and messages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetFeaturesResponse } from '@escola/contracts/get-features';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { Switch } from '../../../../components/ui/switch';
import { FEATURES_QUERY_KEY, useFeatures } from '../../../../lib/features';
import { useFlash } from '../../../../lib/flash';
import { HttpError } from '../../../../lib/http';
import { TextField } from '../../components/form-fields';
import { formatSchoolDateTime } from '@escola/domain/zoned-date';
import { saveFeatures } from '../api/features-api';
import {
  FLAG_FIELDS,
  NUMBER_FIELDS,
  TEXT_FIELDS,
  parseFeaturesForm,
  toFormValues,
  type FeaturesFormErrors,
  type FeaturesFormValues,
} from '../lib/features-form';
import './features.css';

const TEXT_MAX_LENGTH = 254;

const refusal = (error: unknown): string | null =>
  error instanceof HttpError && error.status >= 400 && error.status < 500 && error.flash.message
    ? error.flash.message
    : null;

const FeaturesForm = ({ answer }: { answer: GetFeaturesResponse }) => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FeaturesFormValues>(() => toFormValues(answer.config));
  const [errors, setErrors] = useState<FeaturesFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: saveFeatures,
    onSuccess: (saved) => {
      queryClient.setQueryData(FEATURES_QUERY_KEY, saved.features);
      setValues(toFormValues(saved.features.config));
      showFlash({ type: saved.type, message: saved.message });
    },
    onError: (error) => {
      const message = refusal(error) ?? t('features.saveError');
      setServerError(message);
      showFlash({ type: 'danger', message });
    },
  });

  const change = (changes: Partial<FeaturesFormValues>) =>
    setValues((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const parsed = parseFeaturesForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const form = event.currentTarget;
      queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    mutation.mutate(parsed.body);
  };

  return (
    <form className="form admin-features__form" noValidate onSubmit={submit}>
      <fieldset>
        <legend>{t('features.contact')}</legend>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`features-${field}`}
            name={field}
            label={t(`features.fields.${field}`)}
            value={values[field]}
            maxLength={TEXT_MAX_LENGTH}
            error={errors[field]}
            onChange={(value) => change({ [field]: value })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('features.limits')}</legend>
        {NUMBER_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`features-${field}`}
            name={field}
            label={t(`features.fields.${field}`)}
            value={values[field]}
            maxLength={6}
            error={errors[field]}
            onChange={(value) => change({ [field]: value })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('features.flags')}</legend>
        {FLAG_FIELDS.map((field) => (
          <Switch
            key={field}
            label={t(`features.fields.${field}`)}
            isSelected={values[field]}
            onChange={(isSelected) => change({ [field]: isSelected })}
          />
        ))}
      </fieldset>
      {serverError ? (
        <p className="form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="admin-features__buttons">
        <Button type="submit" disabled={mutation.isPending}>
          {t(mutation.isPending ? 'features.saving' : 'features.save')}
        </Button>
      </div>
    </form>
  );
};

const FeaturesPage = () => {
  const { t } = useTranslation('admin');
  const query = useFeatures();

  const renderBody = () => {
    if (query.isPending) {
      return (
        <p role="status" className="admin-features__status">
          <Spinner /> {t('features.loading')}
        </p>
      );
    }
    if (query.isError) {
      return (
        <div className="admin-features__status">
          <p className="form__error" role="alert">
            {t('features.loadError')}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('features.retry')}
          </Button>
        </div>
      );
    }
    const { updatedAt, linkedProductTitle } = query.data;
    return (
      <>
        <p>
          {updatedAt
            ? t('features.updatedAt', { date: formatSchoolDateTime(updatedAt) })
            : t('features.defaults')}
        </p>
        <p>
          {linkedProductTitle
            ? t('features.linkedProduct', { title: linkedProductTitle })
            : t('features.noLinkedProduct')}
        </p>
        <FeaturesForm key={updatedAt ?? 'defaults'} answer={query.data} />
      </>
    );
  };

  return (
    <section className="admin-features" aria-busy={query.isPending}>
      <h1>{t('titles.features')}</h1>
      <p>{t('pages.features')}</p>
      {renderBody()}
    </section>
  );
};

export default FeaturesPage;
