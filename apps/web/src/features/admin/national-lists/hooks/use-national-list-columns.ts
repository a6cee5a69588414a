// The columns of the national lists' table (the same on the four tabs; the status column says
// reprovado or desistente on the last one).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NationalListItem } from '@escola/contracts/national-list';
import type { DataTableColumn } from '../../../../components/ui/data-table';
import { formatSchoolDateTime } from '@escola/domain/zoned-date';

const gradeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export const useNationalListColumns = (): readonly DataTableColumn<NationalListItem>[] => {
  const { t } = useTranslation('admin');
  return useMemo(() => {
    const none = t('waitingList.none');
    return [
      {
        id: 'name',
        header: t('waitingList.columns.name'),
        cell: (row) => row.name,
        sortable: true,
      },
      {
        id: 'email',
        header: t('waitingList.columns.email'),
        cell: (row) => row.email,
        sortable: true,
      },
      { id: 'username', header: t('waitingList.columns.username'), cell: (row) => row.username },
      { id: 'cpf', header: t('waitingList.columns.cpf'), cell: (row) => row.cpf ?? none },
      { id: 'group', header: t('waitingList.columns.group'), cell: (row) => row.group },
      {
        id: 'place',
        header: t('waitingList.columns.place'),
        cell: (row) => [row.city, row.state].filter(Boolean).join('/') || none,
      },
      { id: 'phone', header: t('waitingList.columns.phone'), cell: (row) => row.phone ?? none },
      {
        id: 'grade',
        header: t('waitingList.columns.grade'),
        numeric: true,
        cell: (row) => (row.grade === null ? none : gradeFormat.format(row.grade)),
      },
      {
        id: 'attempts',
        header: t('waitingList.columns.attempts'),
        numeric: true,
        cell: (row) => row.attempts,
      },
      {
        id: 'classGroup',
        header: t('waitingList.columns.classGroup'),
        cell: (row) => row.classGroupName ?? none,
      },
      {
        id: 'linkedDate',
        header: t('waitingList.columns.linkedDate'),
        cell: (row) => (row.linkedDate ? formatSchoolDateTime(row.linkedDate) : none),
      },
      {
        id: 'status',
        header: t('waitingList.columns.status'),
        cell: (row) => t(`waitingList.statuses.${row.status}`),
      },
    ];
  }, [t]);
};
