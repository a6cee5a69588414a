// The pieces the admin forms (class groups, messages) build their fields from: a field's error and a
// required one-line text field with its label and error.
export const FieldError = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <p id={id} className="form__error">
      {message}
    </p>
  ) : null;

export const TextField = ({
  id,
  name,
  label,
  value,
  maxLength,
  error,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange: (value: string) => void;
}) => (
  <div className="form__field">
    <label htmlFor={id}>{label}</label>
    <input
      id={id}
      name={name}
      value={value}
      maxLength={maxLength}
      autoComplete="off"
      required
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
    <FieldError id={`${id}-error`} message={error} />
  </div>
);
