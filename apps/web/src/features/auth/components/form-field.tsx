// A labelled input with its Portuguese error, linked for screen readers (aria-describedby).
import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';

export const FormField = ({
  label,
  error,
  hint,
  ...inputProps
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}) => {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? <p id={`${id}-hint`}>{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
};
