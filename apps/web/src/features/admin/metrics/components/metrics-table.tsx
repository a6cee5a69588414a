// A small table of the metrics dashboard: a caption, headers, numbers aligned to the end; the
// table alternative of a chart (metrics-chart.tsx).
import type { ReactNode } from 'react';

export type MetricsTableColumn = { header: string; numeric?: boolean };
export type MetricsTableRow = { key: string; cells: ReactNode[]; strong?: boolean };

export const MetricsTable = ({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly MetricsTableColumn[];
  rows: readonly MetricsTableRow[];
}) => (
  <div className="metrics-table__scroll">
    <table className="metrics-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={column.numeric ? 'metrics-table__numeric' : undefined}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.strong ? 'metrics-table__total' : undefined}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={columns[index]?.header} scope="row">
                  {cell}
                </th>
              ) : (
                <td
                  key={columns[index]?.header}
                  className={columns[index]?.numeric ? 'metrics-table__numeric' : undefined}
                >
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
