// While the session user is pending the whole screen shows the loader (docs/product/README.md);
// once it is known the user's theme applies. An errored fetch shows the app as for a visitor (the
// offline notice explains a server that does not answer).
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { useSessionUser } from '../lib/session-user';
import { applyTheme } from '../lib/theme';

export const SessionGate = ({ children }: { children: ReactNode }) => {
  const { status, user } = useSessionUser();
  const theme = user?.theme ?? null;
  useEffect(() => applyTheme(theme), [theme]);
  if (status === 'pending') return <FullScreenLoader />;
  return <>{children}</>;
};
