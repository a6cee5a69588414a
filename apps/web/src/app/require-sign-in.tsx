// Pages for signed-in users: a visitor goes to /sign-in; a user the page is hidden from goes to
// /learn.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { useSessionUser } from '../lib/session-user';

export const SIGN_IN_PAGE = '/sign-in';
export const HOME_PAGE = '/learn';

export const RequireSignIn = ({
  children,
  visibleTo,
}: {
  children: ReactNode;
  visibleTo?: (user: SessionUser) => boolean;
}) => {
  const { user } = useSessionUser();
  if (!user) return <Navigate to={SIGN_IN_PAGE} replace />;
  if (visibleTo && !visibleTo(user)) return <Navigate to={HOME_PAGE} replace />;
  return <>{children}</>;
};
