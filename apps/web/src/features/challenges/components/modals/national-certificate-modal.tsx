// The nacionalCertificate modal (docs/product/national-programme.md): a national learner completed
// a stage of the trail. It lists the trail's stages (domain rule: four, three for the second quiz
// variant), the ones done marked; after the last stage the journey-completed congratulation with
// close, else a next-certificate button to the next challenge.
import { CircleCheck, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NationalCertificateModal as NationalStages } from '@escola/domain/national-trail';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import type { ChallengeContent } from '../../lib/challenge-content';
import { NextChallengeLink } from '../next-challenge-link';

export const NationalCertificateModal = ({
  challenge,
  trail,
  onClose,
}: {
  challenge: ChallengeContent;
  trail: NationalStages;
  onClose: () => void;
}) => {
  const { t } = useTranslation('challenges');
  const { stages, completedStageIndex, isJourneyCompleted } = trail;
  const completed = stages[completedStageIndex];
  return (
    <Modal
      title={t(isJourneyCompleted ? 'nationalModal.journeyTitle' : 'nationalModal.title')}
      onClose={onClose}
      actions={
        isJourneyCompleted ? (
          <Button onClick={onClose}>{t('modalClose')}</Button>
        ) : (
          <>
            <NextChallengeLink
              challenge={challenge}
              label={t('nationalModal.next')}
              onNavigate={onClose}
            />
            <Button variant="secondary" onClick={onClose}>
              {t('modalClose')}
            </Button>
          </>
        )
      }
    >
      <p>
        {isJourneyCompleted
          ? t('nationalModal.journeyCompleted')
          : t('nationalModal.stageCompleted', { stage: completed?.certificateName })}
      </p>
      <ol className="national-steps" aria-label={t('nationalModal.steps')}>
        {stages.map((stage, index) => {
          const isDone = index <= completedStageIndex;
          return (
            <li
              key={stage.challengeId}
              className="national-steps__item"
              data-done={isDone}
              aria-current={index === completedStageIndex ? 'step' : undefined}
            >
              {isDone ? (
                <CircleCheck aria-hidden="true" size={20} />
              ) : (
                <Circle aria-hidden="true" size={20} />
              )}
              <span>
                <strong>{stage.certificateName}</strong>: {stage.topic}
                <span className="visually-hidden">
                  {' '}
                  ({t(isDone ? 'nationalModal.done' : 'nationalModal.toDo')})
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </Modal>
  );
};
