// The sales system (the spec's SGN) of POST /api/product/sync-sgn (issue 19), from the environment:
// the address of its product list, its token and how long the API waits for it. Unset
// SALES_SYSTEM_URL: syncing is off and the call answers 503. README's table lists the variables.
import { z } from 'zod';

/** The API never waits longer than this for the sales system (an admin is waiting on the page). */
export const SALES_SYSTEM_MAX_TIMEOUT_MS = 10_000;
export const SALES_SYSTEM_DEFAULT_TIMEOUT_MS = 5_000;
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export type SalesSystemConfig = {
  /** The sales system's product list (GET, JSON). */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token: string | undefined;
  timeoutMs: number;
};

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** https, or http on this machine only (the tests' fake sales system). */
const isSalesSystemUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTNAMES.includes(hostname));
};

const TIMEOUT_MESSAGE = `deve ser um número inteiro de milissegundos (100 a ${SALES_SYSTEM_MAX_TIMEOUT_MS})`;

export const salesSystemSchema = z.object({
  SALES_SYSTEM_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isSalesSystemUrl, { message: 'deve ser uma URL https:// (http:// só em localhost)' })
      .optional(),
  ),
  SALES_SYSTEM_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().max(512, { message: 'deve ter no máximo 512 caracteres' }).optional(),
  ),
  SALES_SYSTEM_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: TIMEOUT_MESSAGE })
      .int({ message: TIMEOUT_MESSAGE })
      .min(100, { message: TIMEOUT_MESSAGE })
      .max(SALES_SYSTEM_MAX_TIMEOUT_MS, { message: TIMEOUT_MESSAGE })
      .default(SALES_SYSTEM_DEFAULT_TIMEOUT_MS),
  ),
});

export const readSalesSystem = (
  values: z.output<typeof salesSystemSchema>,
): SalesSystemConfig | undefined =>
  values.SALES_SYSTEM_URL === undefined
    ? undefined
    : {
        url: values.SALES_SYSTEM_URL,
        token: values.SALES_SYSTEM_TOKEN,
        timeoutMs: values.SALES_SYSTEM_TIMEOUT_MS,
      };
