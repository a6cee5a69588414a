// Template 2, front-end project (link projects, type 3…): the project and its user stories
// (description), how to build and publish it (instructions), and what the page must pass (tests).
// No trilha has a link project yet: the form that submits the project's link (POST
// /project-completed, which the API already takes) comes with the first one.
import { useTranslation } from 'react-i18next';
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeFrame } from './challenge-frame';
import { ChallengeTestList } from './challenge-test-list';
import { ChallengeText } from './challenge-text';

export const FrontEndProject = ({ challenge }: { challenge: ChallengeContent }) => {
  const { t } = useTranslation('challenges');
  return (
    <ChallengeFrame challenge={challenge}>
      <div className="challenge-page__reading">
        <ChallengeText challenge={challenge} instructionsHeading={t('projectSteps')} />
        <ChallengeTestList tests={challenge.tests} heading={t('projectTests')} />
      </div>
    </ChallengeFrame>
  );
};
