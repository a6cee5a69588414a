// Password change: the current password and the new one (typed twice). A wrong current password
// comes back as the spec's warning; the form is cleared after success.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MINIMUM_LENGTH } from '@escola/contracts/password-rules';
import { PASSWORD_MAXIMUM_LENGTH } from '@escola/contracts/post-signin-local';
import { Button } from '../../../components/ui/button';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { changePassword } from '../api/change-password';

type FieldName = 'currentPassword' | 'newPassword' | 'confirmation';
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELDS: FieldName[] = ['currentPassword', 'newPassword', 'confirmation'];

export const ChangePasswordSection = () => {
  const { t } = useTranslation('settings');
  const { showFlash } = useFlash();
  const baseId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (flash) => showFlash({ type: flash.type, message: flash.message }),
    onError: (error) => {
      if (error instanceof HttpError) {
        showFlash({ type: error.flash.type, message: error.flash.message });
      }
    },
  });

  const validate = (values: Record<FieldName, string>): FieldErrors => {
    const found: FieldErrors = {};
    if (values.currentPassword === '') found.currentPassword = t('password.errors.currentRequired');
    if (values.newPassword.length < PASSWORD_MINIMUM_LENGTH) {
      found.newPassword = t('password.errors.tooShort', { minimum: PASSWORD_MINIMUM_LENGTH });
    } else if (values.newPassword.length > PASSWORD_MAXIMUM_LENGTH) {
      found.newPassword = t('password.errors.tooLong', { maximum: PASSWORD_MAXIMUM_LENGTH });
    } else if (values.confirmation !== values.newPassword) {
      found.confirmation = t('password.errors.mismatch');
    }
    return found;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmation: String(data.get('confirmation') ?? ''),
    };
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      const input = form.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    mutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      { onSuccess: () => form.reset() },
    );
  };

  return (
    <section className="settings-section">
      <h2>{t('password.title')}</h2>
      <p className="settings-section__description">{t('password.description')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        {FIELDS.map((field) => {
          const id = `${baseId}-${field}`;
          const error = errors[field];
          return (
            <div className="form__field" key={field}>
              <label htmlFor={id}>{t(`password.${field}`)}</label>
              <input
                id={id}
                name={field}
                type="password"
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error ? (
                <p id={`${id}-error`} className="form__error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('saving') : t('password.submit')}
        </Button>
      </form>
    </section>
  );
};
