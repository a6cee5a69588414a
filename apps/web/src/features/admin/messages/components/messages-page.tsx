// /admin/messages-managment (every staff role): the in-app messages, newest first, paged on the
// server by keyset, searched by title, sorted by date or title; edit leads to the form, delete asks
// first (docs/product/admin.md).
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES_LIST_DEFAULTS,
  MESSAGES_LIST_PATH,
} from '@escola/contracts/get-messages-get-messages';
import type { MessageItem } from '@escola/contracts/message-payload';
import { ButtonLink } from '../../../../components/ui/button-link';
import type { DataTableColumn } from '../../../../components/ui/data-table';
import { useModal } from '../../../../lib/modal-manager';
import { AdminListTable } from '../../components/admin-list-table';
import { ListSearchField } from '../../components/list-search-field';
import { useAdminList } from '../../hooks/use-admin-list';
import { formatSchoolDateTime } from '@escola/domain/zoned-date';
import { MESSAGE_FORM_PAGE_PATH } from '../api/messages-api';
import { useAudienceLabel } from '../lib/use-audience-label';
import { DeleteMessageModal } from './delete-message-modal';
import '../../components/admin-lists.css';
import './messages.css';

const NO_FILTERS: readonly never[] = [];

const MessagesPage = () => {
  const { t } = useTranslation('admin');
  const { openModal } = useModal();
  const audienceLabel = useAudienceLabel();
  const list = useAdminList<MessageItem>({
    path: MESSAGES_LIST_PATH,
    defaults: MESSAGES_LIST_DEFAULTS,
    filterKeys: NO_FILTERS,
  });

  const columns = useMemo<DataTableColumn<MessageItem>[]>(() => {
    const askToDelete = (message: MessageItem) =>
      openModal({
        id: 'delete-message',
        render: (close) => <DeleteMessageModal message={message} onClose={close} />,
      });
    return [
      {
        id: 'title',
        header: t('messages.list.columns.title'),
        sortable: true,
        cell: (row) => (
          <span className="admin-lists__stack">
            <span>{row.title}</span>
            <span className="admin-lists__muted admin-messages__body-preview">{row.body}</span>
          </span>
        ),
      },
      {
        id: 'audience',
        header: t('messages.list.columns.audience'),
        cell: (row) => audienceLabel(row.audience),
      },
      {
        id: 'createdAt',
        header: t('messages.list.columns.createdAt'),
        sortable: true,
        cell: (row) => (
          <span className="admin-lists__stack">
            <span>{formatSchoolDateTime(row.createdAt)}</span>
            {row.createdBy.name ? (
              <span className="admin-lists__muted">{row.createdBy.name}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('messages.list.columns.actions'),
        cell: (row) => (
          <div className="admin-messages__actions">
            <ButtonLink
              variant="secondary"
              to={`${MESSAGE_FORM_PAGE_PATH}?id=${encodeURIComponent(row.id)}`}
              aria-label={t('messages.list.editNamed', { title: row.title })}
            >
              <Pencil aria-hidden="true" size={16} />
              {t('messages.list.edit')}
            </ButtonLink>
            <button
              type="button"
              className="button button--danger"
              aria-label={t('messages.list.deleteNamed', { title: row.title })}
              onClick={() => askToDelete(row)}
            >
              <Trash2 aria-hidden="true" size={16} />
              {t('messages.list.delete')}
            </button>
          </div>
        ),
      },
    ];
  }, [t, openModal, audienceLabel]);

  return (
    <section className="admin-messages admin-lists">
      <h1>{t('titles.messages')}</h1>
      <p>{t('pages.messages-managment')}</p>
      <div className="admin-messages__toolbar">
        <ButtonLink to={MESSAGE_FORM_PAGE_PATH}>{t('messages.list.newMessage')}</ButtonLink>
      </div>
      <div className="admin-lists__filters" role="search">
        <ListSearchField
          label={t('messages.list.search')}
          value={list.search}
          onSearch={list.setSearch}
        />
      </div>
      <AdminListTable
        list={list}
        caption={t('messages.list.caption')}
        columns={columns}
        emptyText={t(list.search ? 'messages.list.noMatch' : 'messages.list.empty')}
        errorText={t('messages.list.error')}
        pageSizeOptions={[10, 20, 50, 100]}
      />
    </section>
  );
};

export default MessagesPage;
