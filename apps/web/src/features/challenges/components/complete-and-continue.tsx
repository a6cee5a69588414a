// The way on from a page that is completed by reading or watching it (text-only, video-only, a
// video whose question was answered right): a signed-in learner's completion is recorded first
// (points go up at once), then the next challenge opens — or what the completion calls for instead
// (use-completion-follow-up: Mundo Tech's redirect, the national or limited-access modal). Visitors
// just go on.
import { useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { SESSION_USER_QUERY_KEY, useSessionUser } from '../../../lib/session-user';
import { submitCompletion } from '../api/complete-challenge';
import { useCompletionFollowUp } from '../hooks/use-completion-follow-up';
import type { ChallengeContent } from '../lib/challenge-content';
import { NextChallengeLink } from './next-challenge-link';

export const CompleteAndContinue = ({ challenge }: { challenge: ChallengeContent }) => {
  const { t } = useTranslation('challenges');
  const { user } = useSessionUser();
  const followUp = useCompletionFollowUp(challenge);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const done = user?.completedChallenges.some((entry) => entry.id === challenge.id) ?? false;
  if (!user || done) return <NextChallengeLink challenge={challenge} />;

  const completeAndGo = async () => {
    setBusy(true);
    setNotice(null);
    const outcome = await submitCompletion({
      id: challenge.id,
      challengeType: challenge.challengeType,
      files: [],
    });
    setBusy(false);
    if (outcome.kind === 'refused') {
      setNotice(outcome.message);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
    if (outcome.kind === 'kept-for-later') setNotice(t('workspace.submitFailed'));
    else followUp({ points: outcome.answer.points, plain: 'next' });
  };

  return (
    <div className="complete-and-continue">
      {notice ? <p role="alert">{notice}</p> : null}
      <Button onClick={() => void completeAndGo()} disabled={busy}>
        {t('completeAndContinue')}
        <ArrowRight aria-hidden="true" size={18} />
      </Button>
    </div>
  );
};
