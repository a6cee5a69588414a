// A labelled e-mail or password input of the settings' credential forms, with its Portuguese error.
import { useId } from 'react';

export const CredentialField = ({
  name,
  label,
  type,
  autoComplete,
  error,
  disabled = false,
}: {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  error?: string | undefined;
  disabled?: boolean;
}) => {
  const id = useId();
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        required
        disabled={disabled}
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
};
