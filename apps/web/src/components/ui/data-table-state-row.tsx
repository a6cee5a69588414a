// One full-width row of the data table for its empty and error states.
import type { ReactNode } from 'react';

export const DataTableStateRow = ({
  columnCount,
  tone,
  children,
}: {
  columnCount: number;
  tone: 'empty' | 'error';
  children: ReactNode;
}) => (
  <tr>
    <td colSpan={columnCount} className={`ui-data-table__state ui-data-table__state--${tone}`}>
      <div className="ui-data-table__state-content">{children}</div>
    </td>
  </tr>
);
