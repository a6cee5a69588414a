// /learn: the welcome text (points and the diamond, the support contact) and the curriculum map.
import { Gem } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { SUPPORT_EMAIL, supportMessagingLink } from '../../../lib/contact';
import { getFirstName, useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LearnMap } from './learn-map';
import './learn-map.css';

const LearnPage = () => {
  const { t } = useTranslation(['learn', 'common', 'shell']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const { user } = useSessionUser();
  return (
    <section className="learn-page">
      <h1>{t('welcome.heading')}</h1>
      {user ? <p>{t('welcome.greeting', { name: getFirstName(user) })}</p> : null}
      <p>{t('welcome.intro')}</p>
      <p className="learn-page__points">
        <Gem aria-hidden="true" size={20} className="learn-page__gem" />
        <span>{t('welcome.points')}</span>
      </p>
      <p>
        <Trans
          t={t}
          i18nKey="welcome.support"
          values={{ email: SUPPORT_EMAIL }}
          components={{
            emailLink: <a href={`mailto:${SUPPORT_EMAIL}`} />,
            messagingLink: (
              <a href={supportMessagingLink()} target="_blank" rel="noopener noreferrer" />
            ),
          }}
        />
      </p>
      {user ? null : (
        <p className="learn-page__call">
          {t('signInCall')} <ButtonLink to="/sign-in">{t('shell:signIn')}</ButtonLink>
        </p>
      )}
      <LearnMap signedIn={user !== null} />
    </section>
  );
};

export default LearnPage;
