// /data-complement: the national data the learner's record still lacks (CPF, birth date, state and
// city), checked here first and then by PUT /nacional/complete-register. On failure the spec's
// 'Erro ao atualizar o registro nacional.' word for word, and the server's reason beside the form.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PutNacionalCompleteRegisterBody } from '@escola/contracts/put-nacional-complete-register';
import { NATIONAL_STATES } from '@escola/domain/constants';
import { NATIONAL_REGISTER_UPDATE_ERROR_MESSAGE } from '@escola/domain/messages';
import { isValidCpf } from '@escola/domain/validation';
import { Button } from '../../../components/ui/button';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { completeRegister } from '../api/enrolment';
import { ComplementField } from './complement-field';
import './enrolment.css';

type FieldName = 'cpf' | 'birthDate' | 'state' | 'city';
type Errors = Partial<Record<FieldName, string>>;

const todayIso = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const DataComplementPage = () => {
  const { t } = useTranslation(['enrolment', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('complement.title') }));
  const { showFlash } = useFlash();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string>();

  const save = useMutation({
    mutationFn: completeRegister,
    onSuccess: async (answer) => {
      showFlash({ type: answer.type, message: answer.message });
      await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
      void navigate('/learn');
    },
    onError: (failure) => {
      showFlash({ type: 'danger', message: NATIONAL_REGISTER_UPDATE_ERROR_MESSAGE });
      setServerError(failure instanceof HttpError ? failure.flash.message : undefined);
    },
  });

  const check = (body: PutNacionalCompleteRegisterBody): Errors => {
    const found: Errors = {};
    const required = t('complement.required');
    if (!body.cpf) found.cpf = required;
    else if (!isValidCpf(body.cpf)) found.cpf = t('complement.invalidCpf');
    if (!body.birthDate) found.birthDate = required;
    else if (body.birthDate > todayIso()) found.birthDate = t('complement.futureDate');
    if (!body.state) found.state = required;
    if (!body.city) found.city = required;
    return found;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (name: FieldName) => String(data.get(name) ?? '').trim();
    const body = {
      cpf: read('cpf'),
      birthDate: read('birthDate'),
      state: read('state'),
      city: read('city'),
    };
    const found = check(body);
    setErrors(found);
    setServerError(undefined);
    const [first] = Object.keys(found);
    if (first) {
      const element = form.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    save.mutate(body);
  };

  return (
    <section className="form-page enrolment">
      <h1>{t('complement.title')}</h1>
      <p>{t('complement.intro')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <ComplementField
          label={t('complement.cpf')}
          hint={t('complement.cpfHint')}
          error={errors.cpf}
        >
          {(props) => (
            <input {...props} name="cpf" inputMode="numeric" autoComplete="off" maxLength={14} />
          )}
        </ComplementField>
        <ComplementField label={t('complement.birthDate')} error={errors.birthDate}>
          {(props) => <input {...props} name="birthDate" type="date" autoComplete="bday" />}
        </ComplementField>
        <ComplementField label={t('complement.state')} error={errors.state}>
          {(props) => (
            <select {...props} name="state" defaultValue="">
              <option value="" disabled>
                {t('complement.statePlaceholder')}
              </option>
              {NATIONAL_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </ComplementField>
        <ComplementField label={t('complement.city')} error={errors.city}>
          {(props) => (
            <input {...props} name="city" autoComplete="address-level2" maxLength={100} />
          )}
        </ComplementField>
        {serverError ? (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('complement.submitting') : t('complement.submit')}
        </Button>
      </form>
    </section>
  );
};

export default DataComplementPage;
