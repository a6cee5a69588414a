// The filter fields of a national list: a search box that asks the server after a short pause
// (once per word, not once per key), and labelled selects where '' is "any".
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 350;

export const SearchField = ({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) => {
  const id = useId();
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  // A value changed from outside (clear filters, another tab) replaces the text.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="national-lists__field">
      <label htmlFor={id}>{label}</label>
      <div className="national-lists__search">
        <Search aria-hidden="true" size={18} />
        <input
          id={id}
          type="search"
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
};

export type SelectOption = { value: string; label: string };

export const SelectField = ({
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
    <div className="national-lists__field">
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
