// Labelled fields of the quiz forms: an input, a select and a checkbox, each with its hint and its
// Portuguese error tied to it (aria-describedby, aria-invalid), so a screen reader reads both.
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

type Help = { label: string; hint?: string | undefined; error?: string | undefined };

const useDescribedBy = ({ hint, error }: Omit<Help, 'label'>) => {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const help = (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="quiz-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      ) : null}
    </>
  );
  return {
    id,
    help,
    controlProps: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
};

export const TextField = ({
  label,
  hint,
  error,
  ...inputProps
}: Help & InputHTMLAttributes<HTMLInputElement>) => {
  const { id, help, controlProps } = useDescribedBy({ hint, error });
  return (
    <div className="form__field quiz-field">
      <label htmlFor={id}>{label}</label>
      <input {...controlProps} {...inputProps} />
      {help}
    </div>
  );
};

export const SelectField = ({
  label,
  hint,
  error,
  placeholder,
  children,
  ...selectProps
}: Help &
  SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; children: ReactNode }) => {
  const { id, help, controlProps } = useDescribedBy({ hint, error });
  return (
    <div className="form__field quiz-field">
      <label htmlFor={id}>{label}</label>
      <select {...controlProps} {...selectProps}>
        <option value="">{placeholder}</option>
        {children}
      </select>
      {help}
    </div>
  );
};

export const CheckboxField = ({
  label,
  error,
  ...inputProps
}: Omit<Help, 'hint'> & InputHTMLAttributes<HTMLInputElement>) => {
  const { id, help, controlProps } = useDescribedBy({ error });
  return (
    <div className="quiz-checkbox">
      <input type="checkbox" {...controlProps} {...inputProps} />
      <label htmlFor={id}>{label}</label>
      {help}
    </div>
  );
};
