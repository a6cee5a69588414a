// A labelled text field (or text area) of a settings form, with its Portuguese error.
import { useId } from 'react';

export const SettingsField = ({
  name,
  label,
  defaultValue,
  error,
  help,
  multiline = false,
  type = 'text',
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string | undefined;
  help?: string;
  multiline?: boolean;
  type?: 'text' | 'url';
}) => {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} {...common} />}
      {help ? (
        <p id={`${id}-help`} className="settings-section__description">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
};
