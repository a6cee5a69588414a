// The e-mail drawer (docs/product/admin.md): type part of a name or e-mail (3 characters or more)
// and copy the e-mails found (GET /user/get-emails?search=). A failed search shows an empty list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_EMAILS_MIN_SEARCH_LENGTH } from '@escola/contracts/get-user-get-emails';
import { Button } from '../../../../components/ui/button';
import { Drawer } from '../../../../components/ui/drawer';
import { useFlash } from '../../../../lib/flash';
import { useDebounced } from '../../hooks/use-debounced';
import { fetchUserEmails } from '../api/users-api';

/** A pause after the last key before the search is asked. */
export const EMAIL_SEARCH_DELAY_MS = 300;

const EmailSearch = () => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const id = useId();
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), EMAIL_SEARCH_DELAY_MS);
  const isLongEnough = term.length >= USER_EMAILS_MIN_SEARCH_LENGTH;
  const emails = useQuery({
    queryKey: ['admin-users', 'emails', term],
    // docs/product/admin.md: an empty list on error.
    queryFn: () => fetchUserEmails(term).catch(() => []),
    enabled: isLongEnough,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const results = isLongEnough ? (emails.data ?? []) : [];

  const copy = async (email: string) => {
    try {
      await navigator.clipboard.writeText(email);
      showFlash({ type: 'success', message: t('users.emails.copied', { email }) });
    } catch {
      showFlash({ type: 'warning', message: t('users.emails.copyFailed') });
    }
  };

  return (
    <div className="admin-users__form">
      <div className="admin-users__field">
        <label htmlFor={id}>{t('users.emails.search')}</label>
        <input
          id={id}
          type="search"
          autoComplete="off"
          maxLength={100}
          value={text}
          aria-describedby={`${id}-help`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-help`} className="admin-users__help">
          {t('users.emails.searchHelp')}
        </p>
      </div>
      <section aria-labelledby={`${id}-results`}>
        <h3 id={`${id}-results`}>{t('users.emails.results')}</h3>
        <p role="status" className="admin-lists__muted">
          {isLongEnough && emails.isFetching
            ? t('users.emails.loading')
            : isLongEnough && results.length === 0 && emails.isFetched
              ? t('users.emails.empty')
              : ''}
        </p>
        <ul className="admin-users__emails">
          {results.map((user) => (
            <li key={user.email} className="admin-users__email">
              <div>
                <span>{user.name}</span>
                <span className="admin-lists__muted">{user.email}</span>
              </div>
              <Button
                variant="ghost"
                aria-label={t('users.emails.copy', { name: user.name || user.email })}
                onClick={() => void copy(user.email)}
              >
                <Copy aria-hidden="true" size={18} />
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};

export const EmailDrawer = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Drawer
      isOpen={isOpen}
      title={t('users.emails.title')}
      closeLabel={t('common:close')}
      onClose={onClose}
    >
      {isOpen ? <EmailSearch /> : null}
    </Drawer>
  );
};
