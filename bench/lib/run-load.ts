// Load generation with autocannon, keeping every response's latency so the percentiles (p50, p95,
// p99) are exact rather than read off autocannon's fixed buckets.
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';

export type LoadResult = {
  latenciesMs: number[];
  requestsPerSecond: number;
  durationSeconds: number;
  total: number;
  non2xx: number;
  errors: number;
};

/** A random private (10.0.0.0/8) client address for x-forwarded-for. */
export const randomClientAddress = (): string =>
  `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const runLoad = (options: autocannon.Options): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const latenciesMs: number[] = [];
    const started = performance.now();
    const instance = autocannon(options, (error, result) => {
      if (error) {
        reject(error);
        return;
      }
      const durationSeconds = (performance.now() - started) / 1000;
      resolve({
        latenciesMs,
        durationSeconds,
        requestsPerSecond: latenciesMs.length / durationSeconds,
        total: latenciesMs.length,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      latenciesMs.push(responseTime);
    });
  });

/** Nearest-rank percentile of the values (milliseconds). */
export const percentile = (values: number[], rank: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((left, right) => left - right);
  const index = Math.min(
    sorted.length - 1,
    Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1),
  );
  return sorted[index] ?? Number.NaN;
};

export const formatMs = (value: number): string => `${value.toFixed(1)} ms`;
