// Serialised GET /user/get-session-user answers, per process, keyed by user id and `users.version`
// (the database raises it on every change the answer shows: migration 0003). The session lookup
// already reads the user row, so a hit costs no query at all; a stale entry can never be served,
// whichever replica wrote the change. Least recently used entries go first past `maximumBytes`.

export type SessionAnswerCache = {
  get(key: { userId: string; version: number }): string | undefined;
  set(entry: { userId: string; version: number; body: string }): void;
};

type Entry = { version: number; body: string };

/** 32 MiB: about 700 learners with 500 completed challenges each. */
export const DEFAULT_SESSION_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

export const createSessionAnswerCache = ({
  maximumBytes = DEFAULT_SESSION_ANSWER_CACHE_BYTES,
}: { maximumBytes?: number } = {}): SessionAnswerCache => {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (userId: string) => {
    const entry = entries.get(userId);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(userId);
  };

  return {
    get: ({ userId, version }) => {
      const entry = entries.get(userId);
      if (!entry || entry.version !== version) return undefined;
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      entries.delete(userId);
      entries.set(userId, entry);
      return entry.body;
    },
    set: ({ userId, version, body }) => {
      remove(userId);
      if (body.length > maximumBytes) return;
      entries.set(userId, { version, body });
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maximumBytes) break;
        remove(oldest);
      }
    },
  };
};
