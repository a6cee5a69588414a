// /learn/:superBlock/:block/:challenge — a challenge, rendered from its page data by the template
// its type calls for (@escola/domain/challenge-templates).
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ChallengePageData } from '@escola/contracts/challenge-page-data';
import { getChallengeAccess, getIndexInSuperBlock } from '@escola/domain/challenge-access';
import { getChallengeTemplate, type ChallengeTemplate } from '@escola/domain/challenge-templates';
import { toChallengeAccessUser } from '../../../lib/challenge-access-user';
import { isPageNotFound, useCurriculumIndex, usePageData } from '../../../lib/page-data';
import { useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeLocked } from './challenge-locked';
import { ClassicChallenge } from './classic-challenge';
import { FrontEndProject } from './front-end-project';
import { PageDataError, PageDataLoading } from './page-data-status';
import { loadCodeEditor } from './load-code-editor';
import { TextOnlyChallenge } from './text-only-challenge';
import { VideoChallenge } from './video-challenge';
import { VideoOnlyChallenge } from './video-only-challenge';
import './challenges.css';

// Most challenges are code: the editor's chunk starts loading with this page's code, while the
// page data is still on its way, instead of after it (the editor then shows at once). A failure
// here is harmless: the editor pane loads it again and reports a failure there.
loadCodeEditor().catch(() => undefined);

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
  const { user } = useSessionUser();
  const index = useCurriculumIndex();
  useDocumentTitle(t('common:pageTitle', { title: content?.title ?? t('loading') }));

  if (query.isError) {
    if (isPageNotFound(query.error)) return notFound;
    return <PageDataError onRetry={() => void query.refetch()} />;
  }
  if (!content || (user && index.isPending)) return <PageDataLoading />;
  // The same rule the map and the API apply; visitors may look at every challenge.
  const access =
    user && index.data
      ? getChallengeAccess({
          user: toChallengeAccessUser(user),
          challenge: {
            ...content,
            indexInSuperBlock: getIndexInSuperBlock({
              challenges: index.data.challenges,
              id: content.id,
            }),
          },
        })
      : null;
  if (access && !access.allowed)
    return <ChallengeLocked challenge={content} reason={access.reason} />;
  const Template = TEMPLATES[getChallengeTemplate(content.challengeType)];
  return <Template key={content.id} challenge={content} />;
};

export default ChallengePage;
