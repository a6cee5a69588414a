// The payment provider of PUT /register-payment-user (issue 17), from the environment: its address,
// its token and how long the API waits for it. Unset PAYMENT_PROVIDER_URL: payment verification is
// off and the call answers 503. docs/operations.md lists the variables.
import { z } from 'zod';

/** The API never waits longer than this for the provider (a learner is waiting on the page). */
export const PAYMENT_PROVIDER_MAX_TIMEOUT_MS = 5_000;
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export type PaymentProviderConfig = {
  /** The provider's verification endpoint (POST, JSON). */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token: string | undefined;
  timeoutMs: number;
};

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** https, or http on this machine only (the tests' fake provider). */
const isProviderUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTNAMES.includes(hostname));
};

const TIMEOUT_MESSAGE = `deve ser um número inteiro de milissegundos (100 a ${PAYMENT_PROVIDER_MAX_TIMEOUT_MS})`;

export const paymentProviderSchema = z.object({
  PAYMENT_PROVIDER_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isProviderUrl, { message: 'deve ser uma URL https:// (http:// só em localhost)' })
      .optional(),
  ),
  PAYMENT_PROVIDER_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().max(512, { message: 'deve ter no máximo 512 caracteres' }).optional(),
  ),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: TIMEOUT_MESSAGE })
      .int({ message: TIMEOUT_MESSAGE })
      .min(100, { message: TIMEOUT_MESSAGE })
      .max(PAYMENT_PROVIDER_MAX_TIMEOUT_MS, { message: TIMEOUT_MESSAGE })
      .default(PAYMENT_PROVIDER_MAX_TIMEOUT_MS),
  ),
});

export const readPaymentProvider = (
  values: z.output<typeof paymentProviderSchema>,
): PaymentProviderConfig | undefined =>
  values.PAYMENT_PROVIDER_URL === undefined
    ? undefined
    : {
        url: values.PAYMENT_PROVIDER_URL,
        token: values.PAYMENT_PROVIDER_TOKEN,
        timeoutMs: values.PAYMENT_PROVIDER_TIMEOUT_MS,
      };
