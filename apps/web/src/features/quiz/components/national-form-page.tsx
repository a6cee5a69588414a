// /register/national-form (issue 17, anonymous): the quiz user record of
// docs/product/national-programme.md, checked with the same domain rules as the API before the
// call; the first field with an error gets the focus. Sent with the quiz answers kept in the tab,
// then /quiz/result.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scoreNationalQuiz } from '@escola/domain/national-quiz';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHasPassword } from '../hooks/use-has-password';
import { useRegisterNational } from '../hooks/use-register-national';
import {
  EMPTY_NATIONAL_FORM,
  firstFieldWithError,
  trimValues,
  validateNationalForm,
  type NationalFormErrors,
  type NationalFormValues,
} from '../lib/national-form-values';
import { QUIZ_PATH, SIGN_IN_PATH } from '../lib/quiz-paths';
import { readQuizAnswers } from '../lib/quiz-storage';
import { AddressFields } from './address-fields';
import { PersonalFields } from './personal-fields';
import { CheckboxField, TextField } from './quiz-fields';
import './quiz.css';

const focusField = (form: HTMLFormElement | null, field: string) => {
  const element = form?.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
};

const NationalFormPage = () => {
  const { t } = useTranslation(['quiz', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('form.title') }));
  const [answers] = useState(readQuizAnswers);
  const [values, setValues] = useState<NationalFormValues>(EMPTY_NATIONAL_FORM);
  const [errors, setErrors] = useState<NationalFormErrors>({});
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const hasPassword = useHasPassword(values.cpf);
  const register = useRegisterNational({
    onFieldError: (field, message) => {
      setErrors({ [field]: message });
      focusField(form, field);
    },
  });

  if (scoreNationalQuiz(answers) === null) {
    return (
      <section className="quiz-page">
        <h1>{t('form.title')}</h1>
        <p>{t('form.noAnswers')}</p>
        <ButtonLink to={QUIZ_PATH}>{t('form.goToQuiz')}</ButtonLink>
      </section>
    );
  }

  const change = (changes: Partial<NationalFormValues>) =>
    setValues((current) => ({ ...current, ...changes }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNationalForm({
      values,
      now: new Date(),
      messages: { required: t('form.errors.required'), email: t('form.errors.email') },
    });
    setErrors(found);
    const first = firstFieldWithError(found);
    if (first) {
      focusField(event.currentTarget, first);
      return;
    }
    register.mutate({ values: trimValues(values), answers });
  };

  return (
    <section className="quiz-page quiz-form-page">
      <h1>{t('form.title')}</h1>
      <p>{t('form.lead')}</p>
      <form ref={setForm} className="form quiz-form" noValidate onSubmit={handleSubmit}>
        <PersonalFields values={values} errors={errors} onChange={change} />
        {hasPassword ? (
          <p role="status" className="quiz-form__notice">
            {t('form.alreadyHasPassword')} <Link to={SIGN_IN_PATH}>{t('form.signIn')}</Link>
          </p>
        ) : null}
        <fieldset className="quiz-form__group">
          <legend>{t('form.contact')}</legend>
          <TextField
            label={t('form.email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={(event) => change({ email: event.target.value })}
            error={errors.email}
          />
          <TextField
            label={t('form.cel')}
            name="cel"
            type="tel"
            autoComplete="tel"
            required
            hint={t('form.phoneHint')}
            value={values.cel}
            onChange={(event) => change({ cel: event.target.value })}
            error={errors.cel}
          />
          <TextField
            label={t('form.phone')}
            name="phone"
            type="tel"
            autoComplete="off"
            value={values.phone}
            onChange={(event) => change({ phone: event.target.value })}
            error={errors.phone}
          />
        </fieldset>
        <AddressFields values={values} errors={errors} onChange={change} />
        <fieldset className="quiz-form__group">
          <legend>{t('form.consents')}</legend>
          <CheckboxField
            label={t('form.acceptedPrivacyTerms')}
            name="acceptedPrivacyTerms"
            required
            checked={values.acceptedPrivacyTerms}
            onChange={(event) => change({ acceptedPrivacyTerms: event.target.checked })}
            error={errors.acceptedPrivacyTerms}
          />
          <CheckboxField
            label={t('form.receiveEmails')}
            name="receiveEmails"
            checked={values.receiveEmails}
            onChange={(event) => change({ receiveEmails: event.target.checked })}
          />
        </fieldset>
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? t('form.submitting') : t('form.submit')}
        </Button>
      </form>
      <p>
        <Link to={QUIZ_PATH}>{t('form.alreadyAnswered')}</Link>
      </p>
    </section>
  );
};

export default NationalFormPage;
