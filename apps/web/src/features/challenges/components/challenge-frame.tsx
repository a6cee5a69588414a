// What every challenge template shares: breadcrumb (trilha › bloco), the title, the template's
// content, and the way on ("Próximo desafio", and back to the previous challenge).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeBreadcrumbs } from './challenge-breadcrumbs';
import { CompleteAndContinue } from './complete-and-continue';
import { NextChallengeLink } from './next-challenge-link';

export const ChallengeFrame = ({
  challenge,
  children,
  showsNext = true,
  completesOnNext = false,
}: {
  challenge: ChallengeContent;
  children: ReactNode;
  /** False while the template keeps the way on for itself (a question not yet answered right). */
  showsNext?: boolean;
  /** Reading or watching completes it: the way on records the completion first. */
  completesOnNext?: boolean;
}) => {
  const { t } = useTranslation('challenges');
  const superBlockPath = `/learn/${challenge.superBlock}/`;
  return (
    <article className="challenge-page">
      <ChallengeBreadcrumbs
        crumbs={[
          { label: challenge.superBlockTitle, path: superBlockPath },
          { label: challenge.blockTitle, path: `${superBlockPath}${challenge.block}/` },
        ]}
        current={challenge.title}
      />
      <h1>{challenge.title}</h1>
      {children}
      <nav className="challenge-page__navigation">
        {challenge.prevChallengePath ? (
          <Link to={challenge.prevChallengePath}>{t('previousChallenge')}</Link>
        ) : (
          <span />
        )}
        {showsNext && completesOnNext ? <CompleteAndContinue challenge={challenge} /> : null}
        {showsNext && !completesOnNext ? <NextChallengeLink challenge={challenge} /> : null}
      </nav>
    </article>
  );
};
