// The screens around the questions: the intro (first attempt), the second chance after a failed
// attempt, passed, attempts over and not needed. After a correction the new screen's heading takes
// the focus, so the result is what a screen reader reads next.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLACEMENT_TEST_MAX_ATTEMPTS,
  PLACEMENT_TEST_PASSING_GRADE,
} from '@escola/domain/constants';
import type { PlacementFacts } from '@escola/domain/national-programme';
import { LEARN_PATH } from '@escola/domain/page-redirects';
import { isOnPlacementSecondChance, type PlacementTestStatus } from '@escola/domain/placement-test';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { formatGrade } from '../lib/placement-facts';

/** The trilha the test is about, to review before a second attempt. */
const FUNDAMENTOS_PATH = `${LEARN_PATH}/fundamentos-da-programacao-front-end`;

const LIMITS = {
  passingGrade: PLACEMENT_TEST_PASSING_GRADE,
  maxAttempts: PLACEMENT_TEST_MAX_ATTEMPTS,
};

type Tone = 'neutral' | 'success' | 'warning' | 'danger';

const Card = ({
  tone,
  heading,
  focusHeading,
  children,
  actions,
}: {
  tone: Tone;
  heading: string | null;
  focusHeading: boolean;
  children: ReactNode;
  actions: ReactNode;
}) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <div className={`placement-test__card placement-test__card--${tone}`}>
      {heading ? (
        <h2 ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
      ) : null}
      {children}
      <div className="placement-test__actions">{actions}</div>
    </div>
  );
};

export const PlacementStatusScreen = ({
  status,
  facts,
  onStart,
  focusHeading,
}: {
  status: PlacementTestStatus;
  facts: PlacementFacts;
  onStart: () => void;
  focusHeading: boolean;
}) => {
  const { t } = useTranslation('placement-test');
  const grade = formatGrade(facts.studentGrade);
  const common = { focusHeading };
  switch (status) {
    case 'available':
      return isOnPlacementSecondChance(facts) ? (
        <Card
          {...common}
          tone="warning"
          heading={t('secondChance.heading')}
          actions={
            <>
              <Button onClick={onStart}>{t('secondChance.retry')}</Button>
              <ButtonLink variant="secondary" to={FUNDAMENTOS_PATH}>
                {t('secondChance.review')}
              </ButtonLink>
            </>
          }
        >
          <p>{t('secondChance.body', { grade, ...LIMITS })}</p>
          <p>{t('secondChance.advice')}</p>
        </Card>
      ) : (
        <Card
          {...common}
          tone="neutral"
          heading={null}
          actions={<Button onClick={onStart}>{t('intro.start')}</Button>}
        >
          <p className="placement-test__lead">{t('intro.lead')}</p>
          <p>{t('intro.topics')}</p>
          <p>{t('intro.rules', LIMITS)}</p>
          <p>{t('intro.calm')}</p>
        </Card>
      );
    case 'passed':
      return (
        <Card
          {...common}
          tone="success"
          heading={t('passed.heading')}
          actions={<ButtonLink to={LEARN_PATH}>{t('passed.continue')}</ButtonLink>}
        >
          <p>{t('passed.body', { grade })}</p>
        </Card>
      );
    case 'attempts-over':
      return (
        <Card
          {...common}
          tone="danger"
          heading={t('attemptsOver.heading')}
          actions={<ButtonLink to={LEARN_PATH}>{t('attemptsOver.continue')}</ButtonLink>}
        >
          <p>{t('attemptsOver.body', { grade, ...LIMITS })}</p>
          <p>{t('attemptsOver.advice')}</p>
        </Card>
      );
    case 'not-needed':
      return (
        <Card
          {...common}
          tone="neutral"
          heading={t('notNeeded.heading')}
          actions={<ButtonLink to={LEARN_PATH}>{t('notNeeded.continue')}</ButtonLink>}
        >
          <p>{t('notNeeded.body')}</p>
        </Card>
      );
  }
};
