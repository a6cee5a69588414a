/** Code point order: the same on every machine and locale (build output must be deterministic). */
export const compareText = (left: string, right: string): number =>
  left < right ? -1 : left > right ? 1 : 0;
