// The data table shell: server sorting through its callback, pagination at the ends, its states.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

type Person = { id: string; name: string; points: number };

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Nome', cell: (row) => row.name, sortable: true },
  { id: 'points', header: 'Pontos', cell: (row) => row.points, sortable: true, numeric: true },
  { id: 'actions', header: 'Ações', cell: () => 'editar' },
];

const ROWS: Person[] = [
  { id: 'a', name: 'Ana', points: 10 },
  { id: 'b', name: 'Bruno', points: 7 },
];

const renderTable = (props: Partial<DataTableProps<Person>> = {}) => {
  const onSortChange = vi.fn();
  const onPageChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DataTable<Person>
        caption="Pessoas"
        columns={COLUMNS}
        rows={ROWS}
        getRowId={(row) => row.id}
        rowCount={42}
        sort={{ sort: 'name', order: 'asc' }}
        onSortChange={onSortChange}
        page={{ pageNumber: 1, pageSize: 10 }}
        onPageChange={onPageChange}
        status="success"
        {...props}
      />
    </I18nextProvider>,
  );
  return { onSortChange, onPageChange };
};

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('DataTable', () => {
  it('shows the rows and marks the sorted column with aria-sort', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Pessoas' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(header('Nome')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Pontos')).toHaveAttribute('aria-sort', 'none');
    expect(header('Ações')).not.toHaveAttribute('aria-sort');
    expect(within(header('Ações')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the next direction of a sorted column and back to page 1', async () => {
    const { onSortChange, onPageChange } = renderTable({ page: { pageNumber: 3, pageSize: 10 } });
    await userEvent.click(within(header('Nome')).getByRole('button', { name: 'Nome' }));
    expect(onSortChange).toHaveBeenCalledWith({ sort: 'name', order: 'desc' });
    expect(onPageChange).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 10 });
  });

  it('sorts another column ascending first', async () => {
    const { onSortChange, onPageChange } = renderTable({ sort: { sort: 'name', order: 'desc' } });
    await userEvent.click(within(header('Pontos')).getByRole('button', { name: 'Pontos' }));
    expect(onSortChange).toHaveBeenCalledWith({ sort: 'points', order: 'asc' });
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('shows "Página X de Y" and disables previous on the first page', async () => {
    const { onPageChange } = renderTable();
    expect(screen.getByText('Página 1 de 5')).toBeInTheDocument();
    expect(screen.getByText('42 resultados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onPageChange).toHaveBeenCalledWith({ pageNumber: 2, pageSize: 10 });
  });

  it('disables next on the last page', async () => {
    const { onPageChange } = renderTable({ page: { pageNumber: 5, pageSize: 10 } });
    expect(screen.getByText('Página 5 de 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenCalledWith({ pageNumber: 4, pageSize: 10 });
  });

  it('counts a million rows in pages and goes to page 1 when the page size changes', async () => {
    const { onPageChange } = renderTable({
      rowCount: 1_000_000,
      page: { pageNumber: 7, pageSize: 50 },
    });
    expect(screen.getByText('Página 7 de 20.000')).toBeInTheDocument();
    expect(screen.getByText('1.000.000 resultados')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Linhas por página'), '20');
    expect(onPageChange).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 20 });
  });

  it('reads a capped total as "Mais de" and pages on while the server has a next page', async () => {
    const { onPageChange } = renderTable({
      rowCount: 10_000,
      rowCountKind: 'at-least',
      hasNextPage: true,
      page: { pageNumber: 200, pageSize: 50 },
    });
    expect(screen.getByText('Mais de 10.000 resultados')).toBeInTheDocument();
    expect(screen.getByText('Página 200')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onPageChange).toHaveBeenCalledWith({ pageNumber: 201, pageSize: 50 });
  });

  it('labels an estimated total and stops where the server has no next page', () => {
    renderTable({ rowCount: 1_000_000, rowCountKind: 'estimate', hasNextPage: false });
    expect(screen.getByText('Cerca de 1.000.000 resultados (estimativa)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it('is busy with placeholder rows while the first page loads', () => {
    renderTable({ status: 'loading', rows: [], rowCount: 0 });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando os dados…');
    expect(screen.queryByText('Ana')).not.toBeInTheDocument();
  });

  it('shows the empty text when there is no row', () => {
    renderTable({ rows: [], rowCount: 0, emptyText: 'Nenhuma pessoa.' });
    expect(screen.getByText('Nenhuma pessoa.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum resultado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it('shows the error with a retry button', async () => {
    const onRetry = vi.fn();
    renderTable({ status: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os dados.');
    expect(screen.queryByText('Ana')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
