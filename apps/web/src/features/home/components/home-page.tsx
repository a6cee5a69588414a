// The home (`/` for a visitor, and /home): what the school is, the four trilhas drawn from the
// curriculum index, and the "Criar conta" call to action. Renders on the server too (prerendered):
// no browser API at render time.
import { Award, Gem, MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/session-user';
import { HomeTracks } from './home-tracks';
import './home-page.css';

const FEATURES = [
  { key: 'browser', Icon: MonitorPlay },
  { key: 'points', Icon: Gem },
  { key: 'certificates', Icon: Award },
] as const;

/** "Criar conta" first; "Entrar" beside it in the hero only (the header has it too). */
const CallToAction = ({ signedIn, withSignIn }: { signedIn: boolean; withSignIn: boolean }) => {
  const { t } = useTranslation('learn');
  if (signedIn) return <ButtonLink to="/learn">{t('home.goToLearn')}</ButtonLink>;
  return (
    <div className="home-cta">
      <ButtonLink to="/sign-up" className="home-cta__primary">
        {t('home.createAccount')}
      </ButtonLink>
      {withSignIn ? (
        <ButtonLink to="/sign-in" variant="secondary">
          {t('home.signIn')}
        </ButtonLink>
      ) : null}
    </div>
  );
};

const HomePage = () => {
  const { t } = useTranslation(['learn', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('home.title') }));
  const signedIn = useSessionUser().user !== null;
  return (
    <div className="home">
      <div className="home-hero">
        <h1 className="home-hero__heading">{t('home.heading')}</h1>
        <p className="home-hero__intro">{t('home.intro')}</p>
        <CallToAction signedIn={signedIn} withSignIn />
        {signedIn ? null : <p className="home-hero__hint">{t('home.ctaHint')}</p>}
      </div>
      <section className="home-section" aria-labelledby="home-features-heading">
        <h2 id="home-features-heading">{t('home.featuresHeading')}</h2>
        <ul className="home-features">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="home-feature">
              <Icon aria-hidden="true" size={28} className="home-feature__icon" />
              <h3>{t(`home.features.${key}.title`)}</h3>
              <p>{t(`home.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <HomeTracks />
      {signedIn ? null : (
        <section className="home-section home-closing" aria-labelledby="home-closing-heading">
          <h2 id="home-closing-heading">{t('home.closingHeading')}</h2>
          <p>{t('home.closingText')}</p>
          <CallToAction signedIn={false} withSignIn={false} />
        </section>
      )}
    </div>
  );
};

export default HomePage;
