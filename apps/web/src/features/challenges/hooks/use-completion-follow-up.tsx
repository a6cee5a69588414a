// What follows a completion the server took (docs/product/workspace.md). The special Mundo Tech
// challenge goes to /learn and asks for its welcome e-mail; otherwise the domain picks the modal:
// the nacionalCertificate modal for a stage of a national learner's trail, limitedAccess at index
// 10 for limited access, else the completion modal — or, for a page completed by reading it
// (`plain: 'next'`), straight on to the next challenge. Opening the nacionalCertificate modal records
// the stage (PUT /nacional/user-certificate), once.
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { WELCOME_MUNDOTECH_EMAIL_MESSAGES } from '@escola/contracts/challenge-page-calls';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { getNextChallengeTarget } from '@escola/domain/challenge-templates';
import { getCompletionModal } from '@escola/domain/completion-modal';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import { getNationalCertificateModal } from '@escola/domain/national-trail';
import { useFlash } from '../../../lib/flash';
import { useModal } from '../../../lib/modal-manager';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY, useSessionUser } from '../../../lib/session-user';
import { recordNationalStage } from '../api/record-national-stage';
import { sendMundoTechWelcomeEmail } from '../api/send-mundo-tech-welcome';
import { CompletionModal } from '../components/modals/completion-modal';
import { LimitedAccessModal } from '../components/modals/limited-access-modal';
import { NationalCertificateModal } from '../components/modals/national-certificate-modal';
import type { ChallengeContent } from '../lib/challenge-content';
import { useIndexInSuperBlock } from './use-index-in-super-block';

export type FollowUpInput = {
  /** The points the server says the learner now holds; null for a visitor. */
  points: number | null;
  /** When no special modal is due: the completion modal, or the next challenge at once. */
  plain: 'modal' | 'next';
};

/** Records the stage; the session user takes the trail the server stored. A failure says so. */
const recordStage = ({
  challengeId,
  queryClient,
  showFlash,
}: {
  challengeId: string;
  queryClient: QueryClient;
  showFlash: ReturnType<typeof useFlash>['showFlash'];
}) =>
  recordNationalStage(challengeId).then(
    ({ nationalTrail }) =>
      queryClient.setQueryData<SessionUser | null>(SESSION_USER_QUERY_KEY, (current) =>
        current ? { ...current, nationalTrail } : current,
      ),
    (error: unknown) => {
      if (error instanceof HttpError)
        showFlash({ type: error.flash.type, message: error.flash.message });
    },
  );

export const useCompletionFollowUp = (challenge: ChallengeContent) => {
  const { user } = useSessionUser();
  const queryClient = useQueryClient();
  const { openModal } = useModal();
  const { showFlash } = useFlash();
  const navigate = useNavigate();
  const indexInSuperBlock = useIndexInSuperBlock(challenge.id);

  return useCallback(
    ({ points, plain }: FollowUpInput) => {
      if (user && challenge.id === MUNDO_TECH_CHALLENGE_ID) {
        void navigate('/learn');
        sendMundoTechWelcomeEmail().then(showFlash, () =>
          showFlash({ type: 'danger', message: WELCOME_MUNDOTECH_EMAIL_MESSAGES.failed }),
        );
        return;
      }
      const modal = user
        ? getCompletionModal({
            user,
            challenge: { id: challenge.id, indexInSuperBlock: indexInSuperBlock ?? -1 },
          })
        : 'completion';
      const trail = user
        ? getNationalCertificateModal({
            registrationQuiz: user.registrationQuiz,
            challengeId: challenge.id,
          })
        : null;
      if (modal === 'nacionalCertificate' && trail) {
        void recordStage({ challengeId: challenge.id, queryClient, showFlash });
        openModal({
          id: 'nacionalCertificate',
          render: (close) => (
            <NationalCertificateModal challenge={challenge} trail={trail} onClose={close} />
          ),
        });
      } else if (modal === 'limitedAccess') {
        openModal({
          id: 'limitedAccess',
          render: (close) => <LimitedAccessModal onClose={close} />,
        });
      } else if (plain === 'next') {
        void navigate(getNextChallengeTarget(challenge));
      } else {
        openModal({
          id: 'completion',
          render: (close) => (
            <CompletionModal
              challenge={challenge}
              points={points}
              isSignedIn={user !== null}
              onClose={close}
            />
          ),
        });
      }
    },
    [challenge, indexInSuperBlock, navigate, openModal, queryClient, showFlash, user],
  );
};
