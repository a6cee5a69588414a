// Rate limits (@fastify/rate-limit) per IP and route: in memory on one node, in Redis when REDIS_URL
// is set so that every replica shares the counters. Named budgets (`app.attemptLimit`, per e-mail or
// per user) count in the same store (attempt-limits.ts). Answers 429 with a Portuguese flash.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';
import {
  createAttemptLimit,
  createInMemoryAttemptStore,
  createRedisAttemptStore,
  inMemoryRateLimitStoreClass,
  type AttemptLimit,
  type AttemptLimitOptions,
} from './attempt-limits';
import { isStaticAssetPath } from './static-paths';

/** Every route not configured otherwise: requests per IP per minute. */
export const GLOBAL_RATE_LIMIT = { max: 600, timeWindow: 60_000 } as const;
/** Sign-in attempts per IP per minute (a classroom behind one NAT must still get in). */
export const SIGN_IN_RATE_LIMIT_PER_IP = { max: 60, timeWindow: 60_000 } as const;
/**
 * Password checks per account per 15 minutes, shared by sign-in, unlock, password check and
 * password change (≤ 40 an hour, under the 100 of docs/architecture.md, security baseline). Unknown
 * e-mails get the same budget.
 */
export const FAILED_PASSWORD_LIMIT_PER_ACCOUNT = { max: 10, timeWindow: 15 * 60_000 } as const;

const tooManyRequests = (message: string) => () =>
  new HttpError({ statusCode: 429, message, type: 'danger' });

export const signInRateLimitConfig = {
  ...SIGN_IN_RATE_LIMIT_PER_IP,
  errorResponseBuilder: tooManyRequests(MESSAGES.tooManySignInAttempts),
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** A named budget of attempts per key (e-mail, user), counted before the work is done. */
    attemptLimit: (options: AttemptLimitOptions) => AttemptLimit;
  }
}

export const rateLimitPlugin = fastifyPlugin<{ redisUrl: string | undefined }>(
  async (app, { redisUrl }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'Redis indisponível'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    const attemptStore = redis ? createRedisAttemptStore(redis) : createInMemoryAttemptStore();
    app.decorate('attemptLimit', (options: AttemptLimitOptions) =>
      createAttemptLimit({
        ...options,
        store: attemptStore,
        onStoreError: (error) => app.log.warn({ err: error }, 'limite de tentativas ignorado'),
      }),
    );
    await app.register(fastifyRateLimit, {
      global: true,
      ...GLOBAL_RATE_LIMIT,
      ...(redis
        ? { redis, nameSpace: 'escola-rate-limit:' }
        : { store: inMemoryRateLimitStoreClass(attemptStore) }),
      // A Redis outage must not take the API down with it: limits are skipped meanwhile.
      skipOnError: true,
      allowList: (request: FastifyRequest) => isStaticAssetPath(request.url),
      errorResponseBuilder: tooManyRequests(MESSAGES.tooManyRequests),
    });
  },
  { name: 'rate-limit' },
);
