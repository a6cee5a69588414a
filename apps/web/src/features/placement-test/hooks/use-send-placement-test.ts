// Sends an attempt for correction. Success: the answer's flash (the spec's "Teste de nivelamento
// enviado com sucesso!") and the session user updated with the grade and the attempt, so the page
// shows the result the domain rules give. Any failure: the spec's failure message; a refusal that
// means the state changed elsewhere (403, 409) re-reads the session user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { PostPlacementTestCorrectionResponse } from '@escola/contracts/post-placement-test-correction';
import { PLACEMENT_TEST_CORRECTION_ERROR_MESSAGE } from '@escola/domain/messages';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { sendPlacementCorrection } from '../api/placement-test';

const withResult =
  (result: PostPlacementTestCorrectionResponse) =>
  (user: SessionUser | null | undefined): SessionUser | null | undefined =>
    user && {
      ...user,
      attemptedPlacementTestCounter: result.attemptNumber,
      studentEvaluation: { studentGrade: result.grade },
      needsPlacementTest: result.passed ? false : user.needsPlacementTest,
    };

const STATE_CHANGED_STATUSES = [403, 409];

export const useSendPlacementTest = ({ onGraded }: { onGraded: () => void }) => {
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  return useMutation({
    mutationFn: sendPlacementCorrection,
    onSuccess: (result) => {
      queryClient.setQueryData<SessionUser | null>(SESSION_USER_QUERY_KEY, withResult(result));
      showFlash({ type: result.type, message: result.message });
      onGraded();
    },
    onError: (error) => {
      showFlash({ type: 'danger', message: PLACEMENT_TEST_CORRECTION_ERROR_MESSAGE });
      if (error instanceof HttpError && STATE_CHANGED_STATUSES.includes(error.status)) {
        void queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
      }
    },
  });
};
