// Applies the redirect rules of docs/product/national-programme.md and docs/product/admin.md
// (packages/domain getPageRedirect) on every navigation: admin-area visitors, national users on the
// quiz flow, and — on the first page the visitor loads — the placement-test and
// class-group-not-started redirects.
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getPageRedirect } from '@escola/domain/page-redirects';
import { toRedirectUser } from '../lib/redirect-user';
import { useSessionUser } from '../lib/session-user';

export const PageRedirectGate = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const { user } = useSessionUser();
  const [firstPath] = useState(pathname);
  const [hasNavigated, setHasNavigated] = useState(false);
  useEffect(() => {
    if (pathname !== firstPath) setHasNavigated(true);
  }, [pathname, firstPath]);
  const redirectUser = useMemo(() => (user ? toRedirectUser(user) : null), [user]);
  const redirect = getPageRedirect({
    user: redirectUser,
    path: pathname,
    isFirstLoad: !hasNavigated && pathname === firstPath,
    now: new Date(),
  });
  if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  return <>{children}</>;
};
