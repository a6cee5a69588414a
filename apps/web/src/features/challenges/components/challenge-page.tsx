// /learn/:superBlock/:block/:challenge — a challenge, rendered from its page data by the template
// its type calls for (@escola/domain/challenge-templates).
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ChallengePageData } from '@escola/contracts/challenge-page-data';
import { getChallengeTemplate, type ChallengeTemplate } from '@escola/domain/challenge-templates';
import { isPageNotFound, usePageData } from '../../../lib/page-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ChallengeContent } from '../lib/challenge-content';
import { ClassicChallenge } from './classic-challenge';
import { FrontEndProject } from './front-end-project';
import { PageDataError, PageDataLoading } from './page-data-status';
import { TextOnlyChallenge } from './text-only-challenge';
import { VideoChallenge } from './video-challenge';
import { VideoOnlyChallenge } from './video-only-challenge';
import './challenges.css';

const TEMPLATES: Record<ChallengeTemplate, ComponentType<{ challenge: ChallengeContent }>> = {
  classic: ClassicChallenge,
  frontEndProject: FrontEndProject,
  textOnly: TextOnlyChallenge,
  videoOnly: VideoOnlyChallenge,
  videoChallenge: VideoChallenge,
};

const ChallengePage = ({ notFound }: { notFound: ReactNode }) => {
  const { t } = useTranslation(['challenges', 'common']);
  const { superBlock = '', block = '', challenge = '' } = useParams();
  const query = usePageData<ChallengePageData>(`/learn/${superBlock}/${block}/${challenge}`);
  const content = query.data?.challenge;
  useDocumentTitle(t('common:pageTitle', { title: content?.title ?? t('loading') }));

  if (query.isError) {
    if (isPageNotFound(query.error)) return notFound;
    return <PageDataError onRetry={() => void query.refetch()} />;
  }
  if (!content) return <PageDataLoading />;
  const Template = TEMPLATES[getChallengeTemplate(content.challengeType)];
  return <Template key={content.id} challenge={content} />;
};

export default ChallengePage;
