// "Automáticos" (issue 20, decision 046): the e-mails the platform sends on account events, with
// name, description, subject and whether it is sent. Admin and super switch one on or off and
// rewrite it in a drawer; support reads the list only (the server refuses them the changes too).
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutomaticEmailItem } from '@escola/contracts/automatic-email-payload';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { Button } from '../../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { EmptyStateIllustration } from '../../../../components/ui/illustrations/empty-state-illustration';
import { useSessionUser } from '../../../../lib/session-user';
import { AUTOMATIC_EMAILS_QUERY_KEY, fetchAutomaticEmails } from '../api/automatic-emails-api';
import { AutomaticEmailDrawer } from './automatic-email-drawer';
import { AutomaticEmailSwitch } from './automatic-email-switch';

const ONE_PAGE = { pageNumber: 1, pageSize: 50 };

export const AutomaticEmailsSection = () => {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const nameIdPrefix = useId();
  const { user } = useSessionUser();
  const canManage = (STAFF_ROLES.adminAndSuper as readonly string[]).includes(user?.type ?? '');
  const [editing, setEditing] = useState<AutomaticEmailItem | null>(null);
  const query = useQuery({ queryKey: AUTOMATIC_EMAILS_QUERY_KEY, queryFn: fetchAutomaticEmails });

  const columns = useMemo<DataTableColumn<AutomaticEmailItem>[]>(() => {
    const nameIdOf = (row: AutomaticEmailItem) => `${nameIdPrefix}-${row.id}`;
    const base: DataTableColumn<AutomaticEmailItem>[] = [
      {
        id: 'name',
        header: t('automaticEmails.list.columns.name'),
        cell: (row) => <span id={nameIdOf(row)}>{row.data.name}</span>,
      },
      {
        id: 'description',
        header: t('automaticEmails.list.columns.description'),
        cell: (row) => row.data.description,
      },
      {
        id: 'subject',
        header: t('automaticEmails.list.columns.subject'),
        cell: (row) => row.data.subject,
      },
      {
        id: 'active',
        header: t('automaticEmails.list.columns.active'),
        cell: (row) =>
          canManage ? (
            <AutomaticEmailSwitch email={row} describedBy={nameIdOf(row)} />
          ) : (
            t(row.isActive ? 'automaticEmails.list.on' : 'automaticEmails.list.off')
          ),
      },
    ];
    if (!canManage) return base;
    return [
      ...base,
      {
        id: 'actions',
        header: t('automaticEmails.list.columns.actions'),
        cell: (row) => (
          <Button
            variant="secondary"
            aria-label={t('automaticEmails.list.editNamed', { name: row.data.name })}
            onClick={() => setEditing(row)}
          >
            <Pencil aria-hidden="true" size={16} />
            {t('automaticEmails.list.edit')}
          </Button>
        ),
      },
    ];
  }, [t, canManage, nameIdPrefix]);

  const emails = query.data?.emails ?? [];
  return (
    <section aria-labelledby={headingId} className="admin-emails__section">
      <div className="admin-emails__section-header">
        <h2 id={headingId}>{t('automaticEmails.sectionTitle')}</h2>
      </div>
      <p>
        {t(
          canManage ? 'automaticEmails.sectionDescription' : 'automaticEmails.readOnlyDescription',
        )}
      </p>
      <DataTable<AutomaticEmailItem>
        caption={t('automaticEmails.list.caption')}
        captionHidden
        columns={columns}
        rows={emails}
        getRowId={(row) => row.id}
        rowCount={emails.length}
        sort={null}
        onSortChange={() => undefined}
        page={ONE_PAGE}
        onPageChange={() => undefined}
        pageSizeOptions={[ONE_PAGE.pageSize]}
        status={query.isPending ? 'loading' : query.isError ? 'error' : 'success'}
        onRetry={() => void query.refetch()}
        emptyText={t('automaticEmails.list.empty')}
        errorText={t('automaticEmails.list.error')}
        emptyIllustration={<EmptyStateIllustration />}
      />
      <AutomaticEmailDrawer email={editing} onClose={() => setEditing(null)} />
    </section>
  );
};
