// A value that follows another once it has stopped changing for `delayMs` (searches, previews).
import { useEffect, useState } from 'react';

export const useDebounced = <Value>(value: Value, delayMs: number): Value => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
};
