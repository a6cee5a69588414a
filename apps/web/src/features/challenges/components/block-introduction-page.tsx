// /learn/:superBlock/:block/ — template 6, a block's introduction: its text (when the block has
// one) and its challenges in order, from the curriculum index.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { IntroductionPageData } from '@escola/contracts/challenge-page-data';
import { ButtonLink } from '../../../components/ui/button-link';
import { RenderedHtml } from '../../../components/ui/rendered-html';
import { isPageNotFound, useCurriculumIndex, usePageData } from '../../../lib/page-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findBlock } from '../lib/find-block';
import { ChallengeBreadcrumbs } from './challenge-breadcrumbs';
import { PageDataError, PageDataLoading } from './page-data-status';
import './challenges.css';

const BlockIntroductionPage = ({ notFound }: { notFound: ReactNode }) => {
  const { t } = useTranslation(['challenges', 'common']);
  const { superBlock = '', block = '' } = useParams();
  const index = useCurriculumIndex();
  const found = index.data ? findBlock({ index: index.data, superBlock, block }) : null;
  const introduction = usePageData<IntroductionPageData>(`/learn/${superBlock}/${block}`, {
    enabled: Boolean(found?.block.introductionPath),
  });
  useDocumentTitle(t('common:pageTitle', { title: found?.block.title ?? t('loading') }));

  if (index.isError) {
    if (isPageNotFound(index.error)) return notFound;
    return <PageDataError onRetry={() => void index.refetch()} />;
  }
  if (!index.data) return <PageDataLoading />;
  if (!found) return notFound;
  const { superBlock: trilha, block: blockEntry, challenges } = found;
  const [first] = challenges;
  return (
    <article className="challenge-page block-introduction">
      <ChallengeBreadcrumbs
        crumbs={[{ label: trilha.title, path: `/learn/${trilha.superBlock}/` }]}
        current={blockEntry.title}
      />
      <h1>{blockEntry.title}</h1>
      {introduction.data ? (
        <RenderedHtml html={introduction.data.introduction} className="challenge-text" />
      ) : null}
      {introduction.isError && !isPageNotFound(introduction.error) ? (
        <PageDataError onRetry={() => void introduction.refetch()} />
      ) : null}
      <section className="challenge-section" aria-labelledby="block-challenges-heading">
        <h2 id="block-challenges-heading">{t('blockChallenges')}</h2>
        <ol className="block-introduction__challenges">
          {challenges.map((challenge) => (
            <li key={challenge.id}>
              <Link to={challenge.path}>{challenge.title}</Link>
            </li>
          ))}
        </ol>
      </section>
      {first ? (
        <nav className="challenge-page__navigation">
          <span />
          <ButtonLink to={first.path}>{t('startBlock')}</ButtonLink>
        </nav>
      ) : null}
    </article>
  );
};

export default BlockIntroductionPage;
