// /placement-test (docs/product/national-programme.md, issue 16): the screen the domain's placement
// rules give the signed-in learner — intro or second chance (then the questions), passed, attempts
// over, or not needed. Grading happens on the server; its answer updates the session user, and the
// screen that follows shows the result.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPlacementTestStatus } from '@escola/domain/placement-test';
import { useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { toPlacementFacts } from '../lib/placement-facts';
import { PlacementQuestions } from './placement-questions';
import { PlacementStatusScreen } from './placement-status-screen';
import './placement-test.css';

const PlacementTestPage = () => {
  const { t } = useTranslation(['placement-test', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const { user } = useSessionUser();
  const [isTaking, setIsTaking] = useState(false);
  const [wasJustGraded, setWasJustGraded] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (!user) return null;
  const facts = toPlacementFacts(user);
  const status = getPlacementTestStatus(facts);
  const start = () => {
    setIsTaking(true);
    setWasJustGraded(false);
    headingRef.current?.focus();
  };
  const finish = () => {
    setIsTaking(false);
    setWasJustGraded(true);
  };
  return (
    <section className="placement-test">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('title')}
      </h1>
      {status === 'available' && isTaking ? (
        <PlacementQuestions
          attemptNumber={user.attemptedPlacementTestCounter + 1}
          onGraded={finish}
        />
      ) : (
        <PlacementStatusScreen
          status={status}
          facts={facts}
          onStart={start}
          focusHeading={wasJustGraded}
        />
      )}
    </section>
  );
};

export default PlacementTestPage;
