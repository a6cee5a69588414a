// The search box of an admin list: typed text goes to the list (the URL) after a short pause, so
// a million-row search is asked once per word, not once per key.
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 350;

export const ListSearchField = ({
  label,
  value,
  onSearch,
  type = 'search',
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  type?: 'search' | 'email';
}) => {
  const id = useId();
  const [text, setText] = useState(value);
  // The latest callback, without restarting the pause when the parent re-renders.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // A value changed from outside (clear filters, back button, another tab) replaces the text.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="admin-lists__field admin-lists__field--search">
      <label htmlFor={id}>{label}</label>
      <div className="admin-lists__search">
        <Search aria-hidden="true" size={18} />
        <input
          id={id}
          type="search"
          inputMode={type === 'email' ? 'email' : undefined}
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
};
