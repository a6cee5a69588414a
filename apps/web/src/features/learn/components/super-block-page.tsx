// /learn/:superBlock/ — the "super-block introduction" template: the trilha's introduction (page
// data), its phases and blocks (from the curriculum index) and the certification projects under
// the anchor #{superBlock}-projects.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { RenderedHtml } from '../../../components/ui/rendered-html';
import { Spinner } from '../../../components/ui/spinner';
import { useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { IntroductionPageData } from '@escola/contracts/challenge-page-data';
import { usePageData } from '../../../lib/page-data';
import { useLearnMap } from '../hooks/use-learn-map';
import { useTrackContext } from '../hooks/use-track-text';
import { swapTrackInHtml } from '../lib/swap-track-in-html';
import { CertificationProjects } from './certification-projects';
import { ContinueLink } from './continue-link';
import { PhaseList } from './phase-list';
import './learn-map.css';

/** Scrolls to the location's hash once the element exists (the content arrives after the data). */
const useScrollToHash = (ready: boolean) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
};

const SuperBlockIntroduction = ({ superBlock }: { superBlock: string }) => {
  const { t } = useTranslation('learn');
  const context = useTrackContext();
  const { user } = useSessionUser();
  const introduction = usePageData<IntroductionPageData>(`/learn/${superBlock}/`);
  if (introduction.isError) return <p role="alert">{t('map.introductionError', { context })}</p>;
  if (!introduction.data) return null;
  const { introduction: html } = introduction.data;
  return (
    <RenderedHtml
      className="learn-introduction"
      html={user ? swapTrackInHtml({ html, access: user.access }) : html}
    />
  );
};

const SuperBlockPage = () => {
  const { t } = useTranslation(['learn', 'common']);
  const context = useTrackContext();
  const { superBlock: slug = '' } = useParams();
  const { user } = useSessionUser();
  const { status, map } = useLearnMap();
  const superBlock = map?.superBlocks.find((entry) => entry.superBlock === slug) ?? null;
  useDocumentTitle(t('common:pageTitle', { title: superBlock?.title ?? t('title') }));
  useScrollToHash(superBlock !== null);
  if (status === 'pending') {
    return (
      <p className="learn-map__status" role="status">
        <Spinner /> {t('map.loading', { context })}
      </p>
    );
  }
  if (!map) return <p role="alert">{t('map.error', { context })}</p>;
  if (!superBlock) {
    return (
      <section className="learn-page">
        <h1>{t('map.notFound', { context })}</h1>
        <ButtonLink to="/learn">{t('map.backToMap', { context })}</ButtonLink>
      </section>
    );
  }
  const signedIn = user !== null;
  const inThisSuperBlock = map.continueChallenge?.superBlock === superBlock.superBlock;
  return (
    <article className="learn-page learn-super-block-page">
      <p className="learn-super-block__kicker">{t('map.track', { context })}</p>
      <h1>{superBlock.title}</h1>
      {superBlock.certificationTitle ? (
        <p className="learn-super-block__meta">
          {t('map.certification', { title: superBlock.certificationTitle })}
        </p>
      ) : null}
      <SuperBlockIntroduction superBlock={superBlock.superBlock} />
      {inThisSuperBlock ? <ContinueLink map={map} /> : null}
      <section aria-labelledby="fases-heading">
        <h2 id="fases-heading">{t('map.phases')}</h2>
        <p className="learn-super-block__meta">
          {t('map.phaseCount', { count: superBlock.phases.length, context })}
          {' · '}
          {signedIn
            ? t('map.progress', { completed: superBlock.completed, total: superBlock.total })
            : t('map.challengeCount', { count: superBlock.total })}
        </p>
        <PhaseList
          phases={superBlock.phases}
          signedIn={signedIn}
          headingLevel={3}
          currentPhaseKey={
            inThisSuperBlock ? map.currentPhaseKey : (superBlock.phases[0]?.key ?? null)
          }
        />
      </section>
      <CertificationProjects superBlock={superBlock} headingLevel={2} withAnchor />
      <ButtonLink to="/learn" variant="secondary">
        {t('map.backToMap', { context })}
      </ButtonLink>
    </article>
  );
};

export default SuperBlockPage;
