// Serialised GET /user/get-session-user answers, per process, keyed by user id and `users.version`
// (the database raises it on every change the answer shows: migration 0003). The session lookup
// already reads the user row, so a hit costs no query at all; a stale entry can never be served,
// whichever replica wrote the change. Least recently used entries go first past `maximumBytes`.
// Each answer is kept gzip-compressed too, made once per version: browsers always accept gzip, and
// compressing 40 KB on every request would cost more than the query the cache saves.
import { gzipSync } from 'node:zlib';

export type SessionAnswer = { body: string; gzip: Buffer };

export type SessionAnswerCache = {
  get(key: { userId: string; version: number }): SessionAnswer | undefined;
  /** Stores the answer and gives it back with its compressed form. */
  set(entry: { userId: string; version: number; body: string }): SessionAnswer;
};

type Entry = SessionAnswer & { version: number };

const sizeOf = (entry: SessionAnswer): number => entry.body.length + entry.gzip.length;

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
    bytes -= sizeOf(entry);
    entries.delete(userId);
  };

  return {
    get: ({ userId, version }) => {
      const entry = entries.get(userId);
      if (!entry || entry.version !== version) return undefined;
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      entries.delete(userId);
      entries.set(userId, entry);
      return entry;
    },
    set: ({ userId, version, body }) => {
      remove(userId);
      const entry: Entry = { version, body, gzip: gzipSync(body) };
      if (sizeOf(entry) > maximumBytes) return entry;
      entries.set(userId, entry);
      bytes += sizeOf(entry);
      for (const oldest of entries.keys()) {
        if (bytes <= maximumBytes) break;
        remove(oldest);
      }
      return entry;
    },
  };
};

/** Does the client take gzip? (`gzip` or `*` listed without `q=0`.) */
export const acceptsGzip = (header: string | undefined): boolean =>
  (header ?? '').split(',').some((part) => {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    return (coding.trim() === 'gzip' || coding.trim() === '*') && !refused;
  });
