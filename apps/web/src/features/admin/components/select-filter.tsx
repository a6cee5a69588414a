// A labelled select of a list filter; '' is "any" (the filter is left out of the call).
import { useId } from 'react';

export type SelectOption = { value: string; label: string };

export const SelectFilter = ({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  anyLabel: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="admin-lists__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
