// The filter bar of an admin list: a labelled search landmark whose fields apply as they change
// (Enter submits nothing), and the "clear filters" button while any filter is set.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

export const ListFiltersForm = ({
  label,
  className,
  clear,
  children,
}: {
  label: string;
  /** Extra classes of a list's own filter layout. */
  className?: string;
  /** The clear button's text and action; null hides it (no filter set). */
  clear: { label: string; onClear: () => void } | null;
  children: ReactNode;
}) => (
  <form
    className={className ? `admin-lists__filters ${className}` : 'admin-lists__filters'}
    aria-label={label}
    role="search"
    onSubmit={(event) => event.preventDefault()}
  >
    {children}
    {clear ? (
      <Button variant="secondary" className="admin-lists__clear" onClick={clear.onClear}>
        {clear.label}
      </Button>
    ) : null}
  </form>
);
