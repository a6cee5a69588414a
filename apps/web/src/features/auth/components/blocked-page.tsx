// /blocked (spec page "blocked"; decision 012): what a blocked learner sees. Access that expired or
// was blocked (isBlockedByExpiration, access 'blocked') is lifted by the support team; an account
// blocked by inactivity has no session, so visitors read how to unlock it at /unlock-account.
import { useTranslation } from 'react-i18next';
import { INACTIVITY_BLOCK_DAYS, UNLOCK_ACCOUNT_PATH } from '@escola/domain/inactivity';
import { ButtonLink } from '../../../components/ui/button-link';
import { useSupportContact } from '../../../lib/features';
import { useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';

const BlockedPage = () => {
  const { t } = useTranslation(['auth', 'common']);
  const support = useSupportContact();
  useDocumentTitle(t('common:pageTitle', { title: t('blocked.title') }));
  const { user } = useSessionUser();
  const accessBlocked = user !== null && (user.isBlockedByExpiration || user.access === 'blocked');

  return (
    <section className="form-page">
      <h1>{t('blocked.title')}</h1>
      {accessBlocked ? (
        <>
          <p>{t('blocked.access.description')}</p>
          <p>{t('blocked.access.support')}</p>
          <p className="form-page__links">
            <a href={`mailto:${support.email}`}>{support.email}</a>
            <a
              href={support.messagingLink(t('blocked.access.messagingText'))}
              target="_blank"
              rel="noreferrer"
            >
              {t('blocked.access.messaging')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{t('blocked.inactivity.description', { days: INACTIVITY_BLOCK_DAYS })}</p>
          <p>{t('blocked.inactivity.howTo')}</p>
          <ButtonLink to={UNLOCK_ACCOUNT_PATH}>{t('blocked.inactivity.unlock')}</ButtonLink>
        </>
      )}
    </section>
  );
};

export default BlockedPage;
