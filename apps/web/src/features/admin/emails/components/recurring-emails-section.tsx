// "E-mails recorrentes": newest first, 5 a page, each with its audience, weekly schedule, next run
// (Brasília), last run's deliveries and state; "Novo e-mail recorrente" and "Editar" open the form
// drawer, "Ativar"/"Desativar" switches it (change-log entry), "Histórico" shows its changes.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Pencil, Power } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecurringEmailItem } from '@escola/contracts/recurring-email-payload';
import {
  RECURRING_EMAILS_PAGE_SIZE,
  describeRecurringSchedule,
} from '@escola/domain/recurring-emails';
import { Button } from '../../../../components/ui/button';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePage,
} from '../../../../components/ui/data-table';
import { EmptyStateIllustration } from '../../../../components/ui/illustrations/empty-state-illustration';
import { useFlash } from '../../../../lib/flash';
import { useModal } from '../../../../lib/modal-manager';
import { formatSchoolDateTime } from '@escola/domain/zoned-date';
import { messageErrorMessage } from '../../messages/lib/message-errors';
import { useAudienceLabel } from '../../messages/lib/use-audience-label';
import {
  RECURRING_EMAILS_QUERY_KEY,
  fetchRecurringEmails,
  recurringEmailsPageQueryKey,
  toggleRecurringEmail,
} from '../api/recurring-emails-api';
import { RecipientLookup } from './recipient-lookup';
import { RecurringEmailDrawer, type RecurringEmailDrawerState } from './recurring-email-drawer';
import { RecurringEmailHistoryModal } from './recurring-email-history-modal';

const PAGE_SIZES = [RECURRING_EMAILS_PAGE_SIZE, 10, 20, 50] as const;
const FIRST_PAGE: DataTablePage = { pageNumber: 1, pageSize: RECURRING_EMAILS_PAGE_SIZE };
const numberFormat = new Intl.NumberFormat('pt-BR');
const brasilia = (iso: string) => formatSchoolDateTime(iso).replace(',', '');

export const RecurringEmailsSection = () => {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { openModal } = useModal();
  const { showFlash } = useFlash();
  const queryClient = useQueryClient();
  const audienceLabel = useAudienceLabel();
  const [page, setPage] = useState<DataTablePage>(FIRST_PAGE);
  const [drawer, setDrawer] = useState<RecurringEmailDrawerState>(null);
  const query = useQuery({
    queryKey: recurringEmailsPageQueryKey(page),
    queryFn: () => fetchRecurringEmails(page),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation({
    mutationFn: toggleRecurringEmail,
    onSuccess: (answer) => showFlash({ type: 'success', message: answer.message }),
    onError: (error) => showFlash({ type: 'danger', message: messageErrorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECURRING_EMAILS_QUERY_KEY }),
  });

  const columns = useMemo<DataTableColumn<RecurringEmailItem>[]>(() => {
    const showHistory = (email: RecurringEmailItem) =>
      openModal({
        id: 'recurring-email-history',
        render: (close) => <RecurringEmailHistoryModal email={email} onClose={close} />,
      });
    return [
      {
        id: 'subject',
        header: t('recurringEmails.list.columns.subject'),
        cell: (row) => row.data.subject,
      },
      {
        id: 'audience',
        header: t('recurringEmails.list.columns.audience'),
        cell: (row) => audienceLabel(row.data.audience),
      },
      {
        id: 'schedule',
        header: t('recurringEmails.list.columns.schedule'),
        cell: (row) => describeRecurringSchedule(row.data.schedule),
      },
      {
        id: 'nextRun',
        header: t('recurringEmails.list.columns.nextRun'),
        cell: (row) => (row.nextRunAt ? brasilia(row.nextRunAt) : t('recurringEmails.list.none')),
      },
      {
        id: 'lastRun',
        header: t('recurringEmails.list.columns.lastRun'),
        cell: (row) =>
          row.lastRun
            ? t('recurringEmails.list.lastRun', {
                date: brasilia(row.lastRun.sendDate),
                sent: numberFormat.format(row.lastRun.deliveries.sent),
                failed: numberFormat.format(row.lastRun.deliveries.failed),
                pending: numberFormat.format(row.lastRun.deliveries.pending),
              })
            : t('recurringEmails.list.neverRun'),
      },
      {
        id: 'state',
        header: t('recurringEmails.list.columns.state'),
        cell: (row) =>
          t(row.isActive ? 'recurringEmails.list.active' : 'recurringEmails.list.inactive'),
      },
      {
        id: 'actions',
        header: t('recurringEmails.list.columns.actions'),
        cell: (row) => (
          <div className="admin-emails__actions">
            <Button
              variant="secondary"
              aria-label={t('recurringEmails.list.editNamed', { subject: row.data.subject })}
              onClick={() => setDrawer({ email: row })}
            >
              <Pencil aria-hidden="true" size={16} />
              {t('recurringEmails.list.edit')}
            </Button>
            <Button
              variant={row.isActive ? 'danger' : 'secondary'}
              disabled={toggle.isPending}
              aria-label={t(
                row.isActive
                  ? 'recurringEmails.list.deactivateNamed'
                  : 'recurringEmails.list.activateNamed',
                { subject: row.data.subject },
              )}
              onClick={() => toggle.mutate({ id: row.id, isActive: !row.isActive })}
            >
              <Power aria-hidden="true" size={16} />
              {t(
                row.isActive ? 'recurringEmails.list.deactivate' : 'recurringEmails.list.activate',
              )}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('recurringEmails.list.historyNamed', { subject: row.data.subject })}
              onClick={() => showHistory(row)}
            >
              <History aria-hidden="true" size={16} />
              {t('recurringEmails.list.history')}
            </Button>
          </div>
        ),
      },
    ];
  }, [t, openModal, audienceLabel, toggle]);

  return (
    <section aria-labelledby={headingId} className="admin-emails__section">
      <div className="admin-emails__section-header">
        <h2 id={headingId}>{t('recurringEmails.sectionTitle')}</h2>
        <Button onClick={() => setDrawer({ email: null })}>
          {t('recurringEmails.list.newEmail')}
        </Button>
      </div>
      <p>{t('recurringEmails.sectionDescription')}</p>
      <DataTable<RecurringEmailItem>
        caption={t('recurringEmails.list.caption')}
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
        emptyText={t('recurringEmails.list.empty')}
        errorText={t('recurringEmails.list.error')}
        emptyIllustration={<EmptyStateIllustration />}
      />
      <RecipientLookup />
      <RecurringEmailDrawer state={drawer} onClose={() => setDrawer(null)} />
    </section>
  );
};
