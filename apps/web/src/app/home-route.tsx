// `/`: the home for a visitor; a signed-in learner goes straight to the /learn dashboard.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionUser } from '../lib/session-user';

export const HomeRoute = ({ home }: { home: ReactNode }) => {
  const { user } = useSessionUser();
  if (user) return <Navigate to="/learn" replace />;
  return <>{home}</>;
};
