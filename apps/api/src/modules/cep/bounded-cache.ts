// A small in-memory cache with a size bound (least recently used entries go first) and a lifetime
// per entry: good answers of the online CEP service, kept briefly so a form typed twice does not ask
// twice. A Map keeps insertion order: the first key is the least recently used.
export type BoundedCache<Value> = {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  readonly size: number;
};

export const createBoundedCache = <Value>({
  maxEntries,
  ttlMs,
  now = Date.now,
}: {
  maxEntries: number;
  ttlMs: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}): BoundedCache<Value> => {
  const entries = new Map<string, { value: Value; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
};
