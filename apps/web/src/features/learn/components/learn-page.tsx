// /learn as a dashboard: the welcome text, the free-trial notice, the next challenge ("Começar" or
// "Continuar de onde parou"), progress per trilha, points and the support contact, then the map.
import { lazy, Suspense } from 'react';
import { Gem, LifeBuoy } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { useSupportContact } from '../../../lib/features';
import { getFirstName, useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NationalStatusNotice } from '../../national-status/components/national-status-notice';
import { useLearnMap } from '../hooks/use-learn-map';
import { ContinueCard } from './continue-card';
import { LearnMap } from './learn-map';
import { TrialNotice } from './trial-notice';

const SignedInDashboard = lazy(() => import('./signed-in-dashboard'));
import './learn-map.css';
import './learn-page.css';

const PointsAndSupport = () => {
  const { t } = useTranslation('learn');
  const support = useSupportContact();
  return (
    <div className="learn-card learn-help">
      <p className="learn-help__line">
        <Gem aria-hidden="true" size={20} className="learn-page__gem" />
        <span>{t('welcome.points')}</span>
      </p>
      <p className="learn-help__line">
        <LifeBuoy aria-hidden="true" size={20} className="learn-help__icon" />
        <span>
          <Trans
            t={t}
            i18nKey="welcome.support"
            values={{ email: support.email }}
            components={{
              emailLink: <a href={`mailto:${support.email}`} />,
              messagingLink: (
                <a href={support.messagingLink()} target="_blank" rel="noopener noreferrer" />
              ),
            }}
          />
        </span>
      </p>
    </div>
  );
};

const LearnPage = () => {
  const { t } = useTranslation(['learn', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const { user } = useSessionUser();
  const state = useLearnMap();
  const signedIn = user !== null;
  return (
    <div className="learn-page learn-dashboard">
      <div className="learn-dashboard__welcome">
        <h1>{t('welcome.heading')}</h1>
        {user ? <p>{t('welcome.greeting', { name: getFirstName(user) })}</p> : null}
        <p>{t('welcome.intro')}</p>
      </div>
      <NationalStatusNotice />
      <TrialNotice />
      {signedIn ? null : (
        <div className="learn-card learn-dashboard__call">
          <p>{t('signInCall')}</p>
          <ButtonLink to="/sign-up">{t('createAccount')}</ButtonLink>
        </div>
      )}
      <div className="learn-dashboard__grid">
        {state.map ? <ContinueCard map={state.map} /> : null}
        <PointsAndSupport />
      </div>
      {user && state.map ? (
        <Suspense fallback={null}>
          <SignedInDashboard user={user} superBlocks={state.map.superBlocks} />
        </Suspense>
      ) : null}
      <LearnMap state={state} signedIn={signedIn} />
    </div>
  );
};

export default LearnPage;
