// Named attempt budgets ("3 recovery e-mails per address an hour"): one atomic count per key and
// window — in memory on one node, in Redis when REDIS_URL is set, under `escola-rate-limit:<name>:`.
// Counting first and deciding afterwards is what makes them hold under bursts: each of N parallel
// requests gets its own number. Account password budgets do not live here but with the account
// (modules/password-attempts): a cache can forget a key, a table row cannot be evicted.
import type { Redis } from 'ioredis';

export type AttemptLimitOptions = { name: string; max: number; timeWindow: number };

export type AttemptLimit = {
  /** Counts one attempt for the key; true while the window holds at most `max` of them. */
  take: (key: string) => Promise<boolean>;
};

export type AttemptCount = { count: number; millisecondsLeft: number };

export type AttemptCounterStore = {
  /** Adds one to the key's window (starting it when there is none) and answers the new count. */
  increment: (key: string, timeWindow: number) => Promise<AttemptCount>;
};

/** Soft limits only (account locks are in the database): beyond this many keys, the oldest go. */
export const IN_MEMORY_ATTEMPT_KEYS_MAXIMUM = 100_000;

export const createInMemoryAttemptStore = (
  maximumKeys = IN_MEMORY_ATTEMPT_KEYS_MAXIMUM,
): AttemptCounterStore => {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const makeRoom = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    // Still full: the oldest tenth goes at once, so a flood does not sweep the map every time.
    const keep = maximumKeys - Math.ceil(maximumKeys / 10);
    for (const key of windows.keys()) {
      if (windows.size <= keep) break;
      windows.delete(key);
    }
  };
  return {
    increment: async (key, timeWindow) => {
      const now = Date.now();
      const window = windows.get(key);
      if (window && window.endsAt > now) {
        window.count += 1;
        // Numbers, never the stored object: a later increment must not change this answer.
        return { count: window.count, millisecondsLeft: window.endsAt - now };
      }
      windows.delete(key);
      if (windows.size >= maximumKeys) makeRoom(now);
      windows.set(key, { count: 1, endsAt: now + timeWindow });
      return { count: 1, millisecondsLeft: timeWindow };
    },
  };
};

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export const createRedisAttemptStore = (redis: Redis): AttemptCounterStore => ({
  increment: async (key, timeWindow) => {
    const [count, millisecondsLeft] = (await redis.eval(
      INCREMENT_SCRIPT,
      1,
      key,
      String(timeWindow),
    )) as [number, number];
    return { count, millisecondsLeft };
  },
});

export const ATTEMPT_KEY_PREFIX = 'escola-rate-limit:';

export const createAttemptLimit = ({
  store,
  onStoreError,
  name,
  max,
  timeWindow,
}: AttemptLimitOptions & {
  store: AttemptCounterStore;
  onStoreError: (error: unknown) => void;
}): AttemptLimit => ({
  take: async (key) => {
    try {
      const { count } = await store.increment(`${ATTEMPT_KEY_PREFIX}${name}:${key}`, timeWindow);
      return count <= max;
    } catch (error) {
      // A Redis outage must not take the API down with it: the limit is skipped meanwhile.
      onStoreError(error);
      return true;
    }
  },
});

type RateLimitStoreCallback = (
  error: Error | null,
  result?: { current: number; ttl: number },
) => void;

/**
 * The in-memory store handed to @fastify/rate-limit for its per-IP route limits. Its own LocalStore
 * answers with the stored object, read after an await: in a burst every request saw the final count
 * (70 parallel requests from one address were all refused, limit 60). This one answers numbers.
 */
export const inMemoryRateLimitStoreClass = (store: AttemptCounterStore) =>
  class InMemoryRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = ATTEMPT_KEY_PREFIX,
    ) {}

    incr(key: string, callback: RateLimitStoreCallback, timeWindow: number) {
      store.increment(`${this.prefix}${key}`, timeWindow).then(
        ({ count, millisecondsLeft }) => callback(null, { current: count, ttl: millisecondsLeft }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
      const { method = '', url = '' } = routeInfo ?? {};
      return new InMemoryRateLimitStore(undefined, `${this.prefix}${method}${url}-`);
    }
  };
