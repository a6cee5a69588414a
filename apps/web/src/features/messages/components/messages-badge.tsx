// The header's messages button (issue 19): an envelope with the unread count, a lazy chunk of its
// own (default-layout.tsx). Pressing it opens the app's dialog (the one modal manager) with the
// list, a lazy chunk loaded on first use.
import { Mail } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnreadBadge } from '@escola/domain/unread-badge';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useModal } from '../../../lib/modal-manager';
import { useUserMessages } from '../hooks/use-user-messages';
import './messages-badge.css';

const MessagesList = lazy(() => import('./messages-list'));

export const MessagesBadge = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('shell');
  const { openModal } = useModal();
  const query = useUserMessages(userId);
  const unread = query.data?.unreadCount ?? 0;
  const label = unread > 0 ? t('messages.openUnread', { count: unread }) : t('messages.open');
  const open = () =>
    openModal({
      id: 'user-messages',
      render: (close) => (
        <Modal
          title={t('messages.title')}
          onClose={close}
          actions={
            <Button variant="secondary" onClick={close}>
              {t('messages.close')}
            </Button>
          }
        >
          <Suspense fallback={<p role="status">{t('messages.loading')}</p>}>
            <MessagesList userId={userId} />
          </Suspense>
        </Modal>
      ),
    });
  return (
    <button
      type="button"
      className="messages-badge"
      aria-label={label}
      title={label}
      onClick={open}
    >
      <Mail aria-hidden="true" size={20} />
      {unread > 0 ? (
        <span className="messages-badge__count" aria-hidden="true">
          {formatUnreadBadge(unread)}
        </span>
      ) : null}
    </button>
  );
};
