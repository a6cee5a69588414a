// The HTTP server's limits, from the environment (issue 13, point 6): slow or idle clients are
// closed instead of holding a connection for minutes. docs/operations.md lists them and what an
// operator sees when each is hit.
import { z } from 'zod';

export const HTTP_TIMEOUT_DEFAULTS = {
  /** The whole request head must arrive within this (Node's own default: 60 s). */
  HTTP_HEADERS_TIMEOUT_MS: 10_000,
  /** The whole request, head and body, must arrive within this (Fastify's default: never). */
  HTTP_REQUEST_TIMEOUT_MS: 30_000,
  /** A kept-alive connection with no new request is closed after this (Fastify's: 72 s). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 10_000,
  /** A connection where nothing moves either way is closed after this (Fastify's: never). */
  HTTP_IDLE_TIMEOUT_MS: 60_000,
} as const;

export type HttpTimeouts = {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  idleTimeout: number;
};

const milliseconds = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ message: 'deve ser um número inteiro de milissegundos (100 a 3600000)' })
      .int({ message: 'deve ser um número inteiro de milissegundos (100 a 3600000)' })
      .min(100, { message: 'deve ser um número inteiro de milissegundos (100 a 3600000)' })
      .max(3_600_000, { message: 'deve ser um número inteiro de milissegundos (100 a 3600000)' })
      .default(fallback),
  );

export const httpTimeoutsSchema = z
  .object({
    HTTP_HEADERS_TIMEOUT_MS: milliseconds(HTTP_TIMEOUT_DEFAULTS.HTTP_HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: milliseconds(HTTP_TIMEOUT_DEFAULTS.HTTP_REQUEST_TIMEOUT_MS),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(HTTP_TIMEOUT_DEFAULTS.HTTP_KEEP_ALIVE_TIMEOUT_MS),
    HTTP_IDLE_TIMEOUT_MS: milliseconds(HTTP_TIMEOUT_DEFAULTS.HTTP_IDLE_TIMEOUT_MS),
  })
  // Node refuses a head timeout longer than the whole request's.
  .refine((values) => values.HTTP_HEADERS_TIMEOUT_MS <= values.HTTP_REQUEST_TIMEOUT_MS, {
    message: 'não pode ser maior que HTTP_REQUEST_TIMEOUT_MS',
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
  });

export const readHttpTimeouts = (values: z.output<typeof httpTimeoutsSchema>): HttpTimeouts => ({
  headersTimeout: values.HTTP_HEADERS_TIMEOUT_MS,
  requestTimeout: values.HTTP_REQUEST_TIMEOUT_MS,
  keepAliveTimeout: values.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  idleTimeout: values.HTTP_IDLE_TIMEOUT_MS,
});

/** Fastify's options for these limits; Node checks the head and request timeouts every second. */
export const httpServerOptions = (timeouts: HttpTimeouts) => ({
  connectionTimeout: timeouts.idleTimeout,
  keepAliveTimeout: timeouts.keepAliveTimeout,
  requestTimeout: timeouts.requestTimeout,
  http: {
    headersTimeout: timeouts.headersTimeout,
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    connectionsCheckingInterval: Math.min(1_000, timeouts.headersTimeout),
  },
});
