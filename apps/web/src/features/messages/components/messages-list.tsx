// The learner's messages (issue 19), inside the header's messages dialog: newest first, unread ones
// marked "Nova". Opening a message shows its text and its image, if any (described by staff: the
// alt text), and marks it read (once; the badge's count falls). The image's signed link expires
// after 15 minutes: an image that fails on an expired link reads the list again (new links).
// Read again from the server each time the dialog opens. A lazy chunk: only loaded when asked for
// (it must not import the drawer or other React Aria parts: the bundler then splits the first-load
// code into many more chunks, ~2 KB more gzip).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserMessage } from '@escola/contracts/get-messages-get-messages-for-user';
import { Button } from '../../../components/ui/button';
import { useMarkMessageAsRead } from '../hooks/use-mark-message-as-read';
import { useUserMessages } from '../hooks/use-user-messages';
import './messages-list.css';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** Whether a signed image link (`…?expires=<seconds>&…`) has expired. */
const isLinkExpired = (link: string): boolean => {
  const expires = Number(new URL(link, window.location.origin).searchParams.get('expires'));
  return !Number.isFinite(expires) || expires * 1000 <= Date.now();
};

const MessageEntry = ({
  message,
  expanded,
  onToggle,
  onExpiredImage,
}: {
  message: UserMessage;
  expanded: boolean;
  onToggle: () => void;
  onExpiredImage: () => void;
}) => {
  const { t } = useTranslation('messages');
  const bodyId = useId();
  const unread = message.readAt === null;
  return (
    <li className={`user-messages__item${unread ? ' user-messages__item--unread' : ''}`}>
      <button
        type="button"
        className="user-messages__toggle"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="user-messages__title">{message.title}</span>
        <span className="user-messages__meta">
          <time dateTime={message.createdAt}>{dateFormat.format(new Date(message.createdAt))}</time>
          {unread ? <span className="tag">{t('list.unread')}</span> : null}
          {unread ? null : <span className="visually-hidden">{t('list.read')}</span>}
        </span>
      </button>
      <div id={bodyId} className="user-messages__body" hidden={!expanded}>
        {message.body}
        {message.image ? (
          <img
            className="user-messages__image"
            src={message.image.link}
            alt={message.image.description}
            loading="lazy"
            onError={() => {
              if (message.image && isLinkExpired(message.image.link)) onExpiredImage();
            }}
          />
        ) : null}
      </div>
    </li>
  );
};

const MessagesList = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('messages');
  const query = useUserMessages(userId);
  const markRead = useMarkMessageAsRead(userId);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const { refetch } = query;

  useEffect(() => {
    void refetch();
  }, [refetch]);

  const toggle = (message: UserMessage) => {
    const opening = expandedId !== message.id;
    setExpandedId(opening ? message.id : null);
    if (opening && message.readAt === null) markRead.mutate(message.id);
  };

  const renderBody = () => {
    if (query.isPending) return <p role="status">{t('list.loading')}</p>;
    if (query.isError && !query.data) {
      return (
        <div className="user-messages__state" role="alert">
          <p>{t('list.error')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      );
    }
    const list = query.data?.messageList ?? [];
    if (list.length === 0) return <p className="user-messages__state">{t('list.empty')}</p>;
    return (
      <>
        <p className="user-messages__summary" role="status">
          {t('list.unreadSummary', { count: query.data?.unreadCount ?? 0 })}
        </p>
        <ul className="user-messages">
          {list.map((message) => (
            <MessageEntry
              key={message.id}
              message={message}
              expanded={expandedId === message.id}
              onToggle={() => toggle(message)}
              onExpiredImage={() => void refetch()}
            />
          ))}
        </ul>
        {markRead.isError ? (
          <p className="form__error" role="alert">
            {t('list.markError')}
          </p>
        ) : null}
      </>
    );
  };

  return renderBody();
};

export default MessagesList;
