// The availability of a typed username: checked against the contract at once, then asked to the
// API USERNAME_VALIDATION_DEBOUNCE_MS after the last keystroke (spec: 2 s debounce).
import { useEffect, useState } from 'react';
import { usernameSchema } from '@escola/contracts/username';
import { USERNAME_VALIDATION_DEBOUNCE_MS } from '@escola/domain/constants';
import { fetchUsernameExists } from '../api/username';

export type UsernameAvailability =
  | { status: 'unchanged' }
  | { status: 'invalid'; message: string }
  | { status: 'checking' }
  | { status: 'available'; username: string }
  | { status: 'taken' }
  | { status: 'check-failed' };

export const useUsernameAvailability = ({
  typed,
  current,
}: {
  typed: string;
  current: string;
}): UsernameAvailability => {
  const parsed = usernameSchema.safeParse(typed);
  const username = parsed.success ? parsed.data : null;
  const [answer, setAnswer] = useState<{ username: string; result: UsernameAvailability } | null>(
    null,
  );

  useEffect(() => {
    if (username === null || username === current) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      fetchUsernameExists(username).then(
        ({ exists }) => {
          if (cancelled) return;
          setAnswer({
            username,
            result: exists ? { status: 'taken' } : { status: 'available', username },
          });
        },
        () => {
          if (!cancelled) setAnswer({ username, result: { status: 'check-failed' } });
        },
      );
    }, USERNAME_VALIDATION_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [username, current]);

  if (!parsed.success) {
    return { status: 'invalid', message: parsed.error.issues[0]?.message ?? '' };
  }
  if (parsed.data === current) return { status: 'unchanged' };
  if (answer?.username === parsed.data) return answer.result;
  return { status: 'checking' };
};
