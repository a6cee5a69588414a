// "Sessões ativas": where the account is signed in (browser and system read from the user agent,
// "Esta sessão" for this one), with "Encerrar" for each other session and for all of them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Flash } from '@escola/contracts/flash';
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { UserSession } from '@escola/contracts/get-user-sessions';
import { UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { summarizeUserAgent } from '@escola/domain/user-agent';
import { Button } from '../../../components/ui/button';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import {
  USER_SESSIONS_QUERY_KEY,
  endOtherUserSessions,
  endUserSession,
  fetchUserSessions,
} from '../api/user-sessions';

const DATE_FORMAT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

const useDescribeDevice = () => {
  const { t } = useTranslation('settings');
  return (userAgent: string | null): string => {
    const { browser, system } = summarizeUserAgent(userAgent);
    if (browser && system) return t('sessions.browserOnSystem', { browser, system });
    if (browser) return browser;
    if (system) return t('sessions.unknownBrowserOnSystem', { system });
    return t('sessions.unknownBrowser');
  };
};

const useSessionMutation = <Input,>(mutationFn: (input: Input) => Promise<Flash>) => {
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  return useMutation({
    mutationFn,
    onSuccess: (flash) => showFlash({ type: flash.type, message: flash.message }),
    onError: (error) =>
      showFlash(
        error instanceof HttpError
          ? error.flash
          : { type: 'danger', message: UNEXPECTED_ERROR_MESSAGE },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_SESSIONS_QUERY_KEY }),
  });
};

const SessionItem = ({
  session,
  onEnd,
  ending,
}: {
  session: UserSession;
  onEnd: (id: string) => void;
  ending: boolean;
}) => {
  const { t } = useTranslation('settings');
  const device = useDescribeDevice()(session.userAgent);
  return (
    <li className="settings-session">
      <p className="settings-session__device">
        {device}
        {session.current ? (
          <span className="settings-session__current">{t('sessions.current')}</span>
        ) : null}
      </p>
      <p className="settings-session__details">
        {t('sessions.lastSeen', { date: DATE_FORMAT.format(new Date(session.lastSeenAt)) })}
        {' · '}
        {t('sessions.createdAt', { date: DATE_FORMAT.format(new Date(session.createdAt)) })}
        {session.ip ? ` · ${t('sessions.ip', { ip: session.ip })}` : null}
      </p>
      {session.current ? null : (
        <Button
          variant="secondary"
          aria-label={t('sessions.endLabel', { device })}
          disabled={ending}
          onClick={() => onEnd(session.id)}
        >
          {ending ? t('sessions.ending') : t('sessions.end')}
        </Button>
      )}
    </li>
  );
};

export const SessionsSection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const sessions = useQuery({
    queryKey: [...USER_SESSIONS_QUERY_KEY, user.id],
    queryFn: fetchUserSessions,
    retry: false,
  });
  const endOne = useSessionMutation(endUserSession);
  const endOthers = useSessionMutation(endOtherUserSessions);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <section className="settings-section">
      <h2>{t('sessions.title')}</h2>
      <p className="settings-section__description">{t('sessions.description')}</p>
      {sessions.isPending ? <p>{t('sessions.loading')}</p> : null}
      {sessions.isError ? (
        <>
          <p role="alert">{t('sessions.loadError')}</p>
          <Button variant="secondary" onClick={() => void sessions.refetch()}>
            {t('sessions.retry')}
          </Button>
        </>
      ) : null}
      {sessions.data ? (
        <>
          <ul className="settings-sessions">
            {sessions.data.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                ending={endOne.isPending && endOne.variables === session.id}
                onEnd={(id) => endOne.mutate(id)}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <Button
              variant="danger"
              disabled={endOthers.isPending}
              onClick={() => endOthers.mutate(undefined)}
            >
              {endOthers.isPending ? t('sessions.ending') : t('sessions.endOthers')}
            </Button>
          ) : (
            <p>{t('sessions.onlyThis')}</p>
          )}
        </>
      ) : null}
    </section>
  );
};
