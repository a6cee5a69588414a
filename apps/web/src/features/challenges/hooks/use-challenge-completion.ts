// Completing a code challenge after a full pass (docs/product/workspace.md): the local copy of the
// code is cleared, a signed-in learner's completion goes to the server (3 tries, then kept for
// later and the spec's message), the session user is fetched again so the header's points change at
// once, and the follow-up (a modal, or Mundo Tech's redirect) opens. A visitor just sees the modal.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { RunnerFile } from '@escola/runner/index';
import { SESSION_USER_QUERY_KEY, useSessionUser } from '../../../lib/session-user';
import { submitCompletion } from '../api/complete-challenge';
import type { ChallengeContent } from '../lib/challenge-content';
import { clearSavedCode } from '../lib/local-code';
import { useCompletionFollowUp } from './use-completion-follow-up';

export const useChallengeCompletion = (challenge: ChallengeContent) => {
  const { t } = useTranslation('challenges');
  const queryClient = useQueryClient();
  const { user } = useSessionUser();
  const followUp = useCompletionFollowUp(challenge);
  /** Why the completion was not recorded (shown until the next run). */
  const [notice, setNotice] = useState<string | null>(null);

  const complete = useCallback(
    async (files: readonly RunnerFile[]) => {
      clearSavedCode(challenge.id);
      if (!user) {
        followUp({ points: null, plain: 'modal' });
        return;
      }
      const outcome = await submitCompletion({
        id: challenge.id,
        challengeType: challenge.challengeType,
        files,
      });
      if (outcome.kind === 'completed') {
        await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
        followUp({ points: outcome.answer.points, plain: 'modal' });
        return;
      }
      // Reverted: the learner sees why and can run again.
      setNotice(outcome.kind === 'refused' ? outcome.message : t('workspace.submitFailed'));
    },
    [challenge, followUp, queryClient, t, user],
  );

  return { complete, notice, clearNotice: useCallback(() => setNotice(null), []) };
};
