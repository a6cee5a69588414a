// "Já respondi o quiz": e-mail + CPF open the record again; found → /quiz/result. A wrong pair
// shows the API's one message (it never says which half was wrong).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { findQuizUser } from '../api/quiz-user';
import { QUIZ_RESULT_PATH } from '../lib/quiz-paths';
import { saveQuizAccess } from '../lib/quiz-storage';
import { TextField } from './quiz-fields';

type Errors = { email?: string; cpf?: string };

export const FindQuizUserForm = () => {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const [errors, setErrors] = useState<Errors>({});
  const find = useMutation({
    mutationFn: findQuizUser,
    onSuccess: async (access) => {
      saveQuizAccess(access);
      await navigate(QUIZ_RESULT_PATH);
    },
    onError: (error) => {
      if (error instanceof HttpError) showFlash({ type: 'danger', message: error.flash.message });
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const cpf = String(data.get('cpf') ?? '').trim();
    const found: Errors = {
      ...(email === '' ? { email: t('find.errors.emailRequired') } : {}),
      ...(cpf === '' ? { cpf: t('find.errors.cpfRequired') } : {}),
    };
    setErrors(found);
    const firstInvalid = (['email', 'cpf'] as const).find((field) => found[field]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    find.mutate({ email, cpf });
  };

  return (
    <section className="quiz-find" aria-labelledby="quiz-find-heading">
      <h2 id="quiz-find-heading">{t('find.heading')}</h2>
      <p>{t('find.lead')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <TextField
          label={t('find.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email}
        />
        <TextField
          label={t('find.cpf')}
          name="cpf"
          inputMode="numeric"
          autoComplete="off"
          required
          error={errors.cpf}
        />
        <Button type="submit" variant="secondary" disabled={find.isPending}>
          {find.isPending ? t('find.submitting') : t('find.submit')}
        </Button>
      </form>
    </section>
  );
};
