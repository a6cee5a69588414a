// "E-mails manuais": newest send date first, 5 a page (docs/product/emails.md), with each e-mail's
// status, deliveries and recipients; "Novo e-mail" and "Editar" open the form drawer, "Cancelar
// envio" asks first. While an e-mail is on its way the list is read again every 5 s, so its counts
// move.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Ban, Pencil } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualEmailItem } from '@escola/contracts/manual-email-payload';
import {
  MANUAL_EMAILS_PAGE_SIZE,
  canCancelManualEmail,
  canEditManualEmail,
} from '@escola/domain/email-campaigns';
import { Button } from '../../../../components/ui/button';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePage,
} from '../../../../components/ui/data-table';
import { EmptyStateIllustration } from '../../../../components/ui/illustrations/empty-state-illustration';
import { useModal } from '../../../../lib/modal-manager';
import { formatSchoolDateTime } from '@escola/domain/zoned-date';
import { useAudienceLabel } from '../../messages/lib/use-audience-label';
import { fetchManualEmails, manualEmailsPageQueryKey } from '../api/manual-emails-api';
import { CancelManualEmailModal } from './cancel-manual-email-modal';
import { ManualEmailDrawer, type ManualEmailDrawerState } from './manual-email-drawer';
import { RecipientCountCell } from './recipient-count-cell';

/** How often the list is read while an e-mail is on its way. */
export const SENDING_REFRESH_MS = 5000;
const PAGE_SIZES = [MANUAL_EMAILS_PAGE_SIZE, 10, 20, 50] as const;
const FIRST_PAGE: DataTablePage = { pageNumber: 1, pageSize: MANUAL_EMAILS_PAGE_SIZE };
const numberFormat = new Intl.NumberFormat('pt-BR');

export const ManualEmailsSection = () => {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { openModal } = useModal();
  const audienceLabel = useAudienceLabel();
  const [page, setPage] = useState<DataTablePage>(FIRST_PAGE);
  const [drawer, setDrawer] = useState<ManualEmailDrawerState>(null);
  const query = useQuery({
    queryKey: manualEmailsPageQueryKey(page),
    queryFn: () => fetchManualEmails(page),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.emails.some((email) => email.status === 'sending')
        ? SENDING_REFRESH_MS
        : false,
  });

  const columns = useMemo<DataTableColumn<ManualEmailItem>[]>(() => {
    const askToCancel = (email: ManualEmailItem) =>
      openModal({
        id: 'cancel-manual-email',
        render: (close) => <CancelManualEmailModal email={email} onClose={close} />,
      });
    return [
      {
        id: 'subject',
        header: t('manualEmails.list.columns.subject'),
        cell: (row) => row.data.subject,
      },
      {
        id: 'audience',
        header: t('manualEmails.list.columns.audience'),
        cell: (row) => audienceLabel(row.data.audience),
      },
      {
        id: 'sendDate',
        header: t('manualEmails.list.columns.sendDate'),
        cell: (row) => formatSchoolDateTime(row.sendDate).replace(',', ''),
      },
      {
        id: 'status',
        header: t('manualEmails.list.columns.status'),
        cell: (row) => (
          <span className={`admin-emails__status admin-emails__status--${row.status}`}>
            {row.statusLabel}
          </span>
        ),
      },
      {
        id: 'deliveries',
        header: t('manualEmails.list.columns.deliveries'),
        cell: (row) =>
          t('manualEmails.list.deliveries', {
            sent: numberFormat.format(row.deliveries.sent),
            failed: numberFormat.format(row.deliveries.failed),
            pending: numberFormat.format(row.deliveries.pending),
          }),
      },
      {
        id: 'recipients',
        header: t('manualEmails.list.columns.recipients'),
        numeric: true,
        cell: (row) => <RecipientCountCell email={row} />,
      },
      {
        id: 'actions',
        header: t('manualEmails.list.columns.actions'),
        cell: (row) => (
          <div className="admin-emails__actions">
            {canEditManualEmail(row.status) ? (
              <Button
                variant="secondary"
                aria-label={t('manualEmails.list.editNamed', { subject: row.data.subject })}
                onClick={() => setDrawer({ email: row })}
              >
                <Pencil aria-hidden="true" size={16} />
                {t('manualEmails.list.edit')}
              </Button>
            ) : null}
            {canCancelManualEmail(row.status) ? (
              <Button
                variant="danger"
                aria-label={t('manualEmails.list.cancelNamed', { subject: row.data.subject })}
                onClick={() => askToCancel(row)}
              >
                <Ban aria-hidden="true" size={16} />
                {t('manualEmails.list.cancel')}
              </Button>
            ) : null}
          </div>
        ),
      },
    ];
  }, [t, openModal, audienceLabel]);

  return (
    <section aria-labelledby={headingId} className="admin-emails__section">
      <div className="admin-emails__section-header">
        <h2 id={headingId}>{t('manualEmails.sectionTitle')}</h2>
        <Button onClick={() => setDrawer({ email: null })}>
          {t('manualEmails.list.newEmail')}
        </Button>
      </div>
      <p>{t('manualEmails.sectionDescription')}</p>
      <DataTable<ManualEmailItem>
        caption={t('manualEmails.list.caption')}
        captionHidden
        columns={columns}
        rows={query.data?.emails ?? []}
        getRowId={(row) => row.id}
        rowCount={query.data?.total ?? 0}
        sort={null}
        onSortChange={() => undefined}
        page={page}
        onPageChange={setPage}
        pageSizeOptions={PAGE_SIZES}
        status={query.isPending ? 'loading' : query.isError ? 'error' : 'success'}
        onRetry={() => void query.refetch()}
        emptyText={t('manualEmails.list.empty')}
        errorText={t('manualEmails.list.error')}
        emptyIllustration={<EmptyStateIllustration />}
      />
      <ManualEmailDrawer state={drawer} onClose={() => setDrawer(null)} />
    </section>
  );
};
