// The data table's pagination bar: the total, "Página X de Y", previous/next and the page size.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

const numberFormat = new Intl.NumberFormat('pt-BR');

export type DataTablePaginationProps = {
  /** The table's caption: names the pagination landmark, unique when a page has several tables. */
  caption: string;
  pageNumber: number;
  pageSize: number;
  pageCount: number;
  rowCount: number;
  rowCountKind?: 'exact' | 'at-least' | 'estimate';
  pageSizeOptions: readonly number[];
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (pageSize: number) => void;
};

export const DataTablePagination = ({
  caption,
  pageNumber,
  pageSize,
  pageCount,
  rowCount,
  rowCountKind = 'exact',
  pageSizeOptions,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  onPageSize,
}: DataTablePaginationProps) => {
  const { t } = useTranslation('common');
  const pageSizeId = useId();
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <nav className="ui-data-table__pagination" aria-label={t('dataTable.pagination', { caption })}>
      <p className="ui-data-table__total">
        {rowCountKind === 'exact'
          ? t('dataTable.total', { count: rowCount, total: numberFormat.format(rowCount) })
          : t(`dataTable.total-${rowCountKind}`, { total: numberFormat.format(rowCount) })}
      </p>
      <div className="ui-data-table__page-size">
        <label htmlFor={pageSizeId}>{t('dataTable.pageSize')}</label>
        <select
          id={pageSizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="ui-data-table__page" aria-live="polite">
        {rowCountKind === 'exact'
          ? t('dataTable.page', {
              page: numberFormat.format(pageNumber),
              pageCount: numberFormat.format(Math.max(pageCount, 1)),
            })
          : t('dataTable.page-open-ended', { page: numberFormat.format(pageNumber) })}
      </p>
      <div className="ui-data-table__page-buttons">
        <Button variant="secondary" disabled={!canPrevious} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" size={18} />
          {t('dataTable.previous')}
        </Button>
        <Button variant="secondary" disabled={!canNext} onClick={onNext}>
          {t('dataTable.next')}
          <ChevronRight aria-hidden="true" size={18} />
        </Button>
      </div>
    </nav>
  );
};
