// Connection problems, told apart (docs/product/README.md): the browser is offline, or it is online
// but the server does not answer GET /status/ping. A problem is reported only once it has lasted
// OFFLINE_WARNING_DELAY_MS; recovery is reported at once.
import { useEffect, useState } from 'react';
import { OFFLINE_WARNING_DELAY_MS } from '@escola/domain/constants';
import { http } from './http';

export type ConnectionProblem = 'offline' | 'server-unreachable';

export const PING_PATH = '/status/ping';
/** How often the server is pinged while the page is open (not a spec number). */
export const PING_INTERVAL_MS = 30_000;

export const useConnectionProblem = (): ConnectionProblem | null => {
  // No navigator.onLine while a page is prerendered at build time: online, as the page is served.
  const [current, setCurrent] = useState<ConnectionProblem | null>(() =>
    typeof navigator === 'undefined' || navigator.onLine !== false ? null : 'offline',
  );
  const [reported, setReported] = useState<ConnectionProblem | null>(null);

  useEffect(() => {
    let active = true;
    const ping = async () => {
      if (!navigator.onLine) return;
      try {
        await http.get(PING_PATH);
        if (active) setCurrent(null);
      } catch {
        if (active && navigator.onLine) setCurrent('server-unreachable');
      }
    };
    const goOffline = () => setCurrent('offline');
    const goOnline = () => {
      setCurrent(null);
      void ping();
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    void ping();
    const interval = setInterval(() => void ping(), PING_INTERVAL_MS);
    return () => {
      active = false;
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      clearInterval(interval);
    };
  }, []);

  useEffect(() => {
    if (current === null) {
      setReported(null);
      return;
    }
    const timer = setTimeout(() => setReported(current), OFFLINE_WARNING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current]);

  return reported;
};
