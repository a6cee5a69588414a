// Displayed text for the session user: 'trilha' → 'módulo' for modular and limited users
// (@escola/domain/visibility); visitors read 'trilha'.
import { useCallback } from 'react';
import { getDisplayedTrackText } from '@escola/domain/visibility';
import { useSessionUser } from '../../../lib/session-user';

export const useTrackText = (): ((text: string) => string) => {
  const { user } = useSessionUser();
  const access = user?.access;
  return useCallback(
    (text: string) => (access ? getDisplayedTrackText({ text, access }) : text),
    [access],
  );
};
