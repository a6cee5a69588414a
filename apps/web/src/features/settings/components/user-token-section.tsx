// "Token de usuário": what the token is for, then create it, or show, copy, replace and delete it.
// Deleting asks first and then goes to /learn (docs/product/accounts.md).
import { useId, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../components/ui/button';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { useModal } from '../../../lib/modal-manager';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { createUserToken } from '../../../lib/user-token';
import { DeleteUserTokenModal } from './delete-user-token-modal';

export const UserTokenSection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation(['settings', 'common']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const { openModal } = useModal();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const token = user.userToken;

  const create = useMutation({
    mutationFn: createUserToken,
    onSuccess: ({ userToken }) => {
      queryClient.setQueryData<SessionUser | null>(SESSION_USER_QUERY_KEY, (previous) =>
        previous ? { ...previous, userToken } : previous,
      );
      showFlash({ type: 'success', message: t('userToken.created') });
    },
    onError: (error) =>
      showFlash(
        error instanceof HttpError
          ? error.flash
          : { type: 'danger', message: UNEXPECTED_ERROR_MESSAGE },
      ),
  });

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      showFlash({ type: 'success', message: t('common:copiedCode') });
    } catch {
      // No clipboard (an insecure origin, or permission refused): select it for a manual copy.
      inputRef.current?.select();
      showFlash({ type: 'warning', message: t('userToken.copyFailed') });
    }
  };

  const confirmDelete = () =>
    openModal({
      id: 'delete-user-token',
      render: (close) => (
        <DeleteUserTokenModal
          onClose={close}
          onDeleted={(redirect) => {
            close();
            void navigate(redirect);
          }}
        />
      ),
    });

  return (
    <section className="settings-section">
      <h2>{t('userToken.title')}</h2>
      <p className="settings-section__description">{t('userToken.description')}</p>
      {token ? (
        <>
          <div className="form__field settings-token">
            <label htmlFor={inputId}>{t('userToken.label')}</label>
            <input
              id={inputId}
              ref={inputRef}
              className="settings-token__value"
              value={token}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p className="settings-section__description">{t('userToken.replaceHelp')}</p>
          </div>
          <div className="settings-actions">
            <Button onClick={() => void copy(token)}>{t('userToken.copy')}</Button>
            <Button variant="secondary" disabled={create.isPending} onClick={() => create.mutate()}>
              {create.isPending ? t('saving') : t('userToken.replace')}
            </Button>
            <Button variant="danger" onClick={confirmDelete}>
              {t('userToken.delete')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="settings-token">{t('userToken.none')}</p>
          <Button disabled={create.isPending} onClick={() => create.mutate()}>
            {create.isPending ? t('saving') : t('userToken.create')}
          </Button>
        </>
      )}
    </section>
  );
};
