// The completion modal (docs/product/workspace.md): after a full pass, the congratulation, the
// points the learner now holds (a visitor is told to sign in to keep them) and "Próximo desafio" —
// the next challenge, or the superblock's projects after its last one.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import type { ChallengeContent } from '../../lib/challenge-content';
import { NextChallengeLink } from '../next-challenge-link';

export const CompletionModal = ({
  challenge,
  points,
  isSignedIn,
  onClose,
}: {
  challenge: ChallengeContent;
  /** Null when the server has not said (a visitor). */
  points: number | null;
  isSignedIn: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('challenges');
  return (
    <Modal
      title={t('completionModal.title')}
      onClose={onClose}
      actions={
        <>
          <NextChallengeLink challenge={challenge} onNavigate={onClose} />
          <Button variant="secondary" onClick={onClose}>
            {t('modalClose')}
          </Button>
        </>
      }
    >
      {points !== null ? <p>{t('completionModal.points', { points })}</p> : null}
      {!isSignedIn ? <p>{t('completionModal.signInToKeep')}</p> : null}
    </Modal>
  );
};
