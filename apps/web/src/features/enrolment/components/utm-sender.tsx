// Sends the first visit's UTM data once a learner is signed in (lib/utm.ts, loaded only when some
// waits in local storage); renders nothing.
import { useEffect } from 'react';
import { useSessionUser } from '../../../lib/session-user';
import { hasStoredUtm } from '../lib/utm-presence';

export const UtmSender = () => {
  const { user } = useSessionUser();
  const userId = user?.id;
  useEffect(() => {
    if (userId && hasStoredUtm()) void import('../lib/utm').then((utm) => utm.sendStoredUtm());
  }, [userId]);
  return null;
};
