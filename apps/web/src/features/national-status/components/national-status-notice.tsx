// Where the learner stands in the national programme (and a modular learner's expired modules), on
// /learn: the state of @escola/domain/national-status with its message and next step. Most learners
// can be in no state (a cheap first look tells), so the rules, the notice and its strings load
// apart (national-status-body.tsx), off /learn's first load. The free trial has its own notice.
import { lazy, Suspense } from 'react';
import { mayHaveLearnerStatus } from '@escola/domain/national-programme';
import { useSessionUser } from '../../../lib/session-user';

const NationalStatusBody = lazy(() => import('./national-status-body'));

export const NationalStatusNotice = () => {
  const { user } = useSessionUser();
  if (!user || !mayHaveLearnerStatus({ user })) return null;
  return (
    <Suspense fallback={null}>
      <NationalStatusBody user={user} />
    </Suspense>
  );
};
