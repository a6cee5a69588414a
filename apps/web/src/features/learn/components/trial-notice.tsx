// The free-trial notice on /learn (issue 15): a limited-access learner reads what the trial
// includes, what stays locked and why, and finds the button to unlock the whole course. Only trial
// learners need it, so its contents load apart (trial-notice-body.tsx), off /learn's first load.
import { lazy, Suspense } from 'react';
import { showsFreeTrialTag } from '@escola/domain/learner-menu';
import { useSessionUser } from '../../../lib/session-user';

const TrialNoticeBody = lazy(() => import('./trial-notice-body'));

export const TrialNotice = () => {
  const { user } = useSessionUser();
  if (!user || !showsFreeTrialTag(user)) return null;
  return (
    <Suspense fallback={null}>
      <TrialNoticeBody user={user} />
    </Suspense>
  );
};
