// Failed progress updates (docs/product/workspace.md): an update the API did not take is kept in
// local storage ('fcc-failed-updates') as { endpoint, payload, id } and retried after the user fetch
// or update completes, with staggered delays starting at 100 ms; a retry succeeded when the response
// has a message or a success status, and the update is then removed from storage.
import { FAILED_UPDATE_RETRY_START_MS } from './constants';
import { isSuccessStatus } from './http-status';

export type FailedUpdate = { endpoint: string; payload: unknown; id: string };

/** Delay before retrying the update at `index` (0, 1, 2…): 100 ms, 200 ms, 300 ms… */
export const getFailedUpdateRetryDelay = ({ index }: { index: number }): number =>
  FAILED_UPDATE_RETRY_START_MS * (index + 1);

/**
 * A retry succeeded when the response has a message (the API answered, even to refuse: retrying
 * would get the same answer) or a success status.
 */
export const isRetrySuccessful = ({ status, body }: { status: number; body: unknown }): boolean => {
  if (isSuccessStatus(status)) return true;
  if (typeof body !== 'object' || body === null || !('message' in body)) return false;
  return typeof body.message === 'string' && body.message !== '';
};

/** Only paths of this origin are retried: what local storage holds is not trusted. */
const isSameOriginPath = (endpoint: string): boolean =>
  endpoint.startsWith('/') && !endpoint.startsWith('//') && !endpoint.includes('\\');

const isFailedUpdate = (value: unknown): value is FailedUpdate => {
  // Object(): null and numbers become objects without these properties.
  const entry: Record<string, unknown> = Object(value);
  return (
    typeof entry.endpoint === 'string' &&
    isSameOriginPath(entry.endpoint) &&
    typeof entry.id === 'string' &&
    entry.id !== '' &&
    'payload' in entry
  );
};

/** The stored updates: malformed storage gives none, malformed entries are dropped. */
export const parseFailedUpdates = (stored: string | null): FailedUpdate[] => {
  try {
    const value: unknown = JSON.parse(String(stored));
    return Array.isArray(value) ? value.filter(isFailedUpdate) : [];
  } catch {
    return [];
  }
};

/** The updates with `update` added (replacing one with the same id). */
export const addFailedUpdate = ({
  updates,
  update,
}: {
  updates: readonly FailedUpdate[];
  update: FailedUpdate;
}): FailedUpdate[] => [...updates.filter(({ id }) => id !== update.id), update];

/** The updates without the one whose retry succeeded. */
export const removeFailedUpdate = ({
  updates,
  id,
}: {
  updates: readonly FailedUpdate[];
  id: string;
}): FailedUpdate[] => updates.filter((update) => update.id !== id);
