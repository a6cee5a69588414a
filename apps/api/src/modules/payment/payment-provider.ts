// The payment provider's adapter (issue 17). One POST of JSON to PAYMENT_PROVIDER_URL:
//   request  {"email": "...", "cpf": "12345678909" | null, "product": "slug"}
//            with `Authorization: Bearer <PAYMENT_PROVIDER_TOKEN>` when a token is set;
//   response 200 {"type": "Success" | "Pending" | "NotFound" | …, "access": "COMPLETO" | … | null,
//                 "transactionId": "…" | null, "checkoutUrl": "https://…" | null}
// Only `type` is required. The API waits at most the configured timeout (≤ 5 s: AbortSignal.timeout);
// an error status, a timeout, a refused connection or an answer of another shape is "unavailable".
import { z } from 'zod';
import type { PaymentProviderConfig } from '../../config-payment';

export const PAYMENT_SUCCESS_TYPE = 'Success';
export const PAYMENT_COMPLETE_ACCESS = 'COMPLETO';

const optionalText = z.string().max(500).nullish();

const providerAnswerSchema = z.object({
  type: z.string().min(1).max(100),
  access: optionalText,
  transactionId: optionalText,
  checkoutUrl: optionalText,
});

export type ProviderAnswer = {
  type: string;
  access: string | null;
  transactionId: string | null;
  /** http(s) only; anything else is dropped. */
  checkoutUrl: string | null;
};

export class PaymentProviderUnavailable extends Error {
  override name = 'PaymentProviderUnavailable';
}

const safeCheckoutUrl = (value: string | null | undefined): string | null => {
  if (!value || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:' ? value : null;
};

export const isPaymentConfirmed = (answer: ProviderAnswer): boolean =>
  answer.type === PAYMENT_SUCCESS_TYPE && answer.access === PAYMENT_COMPLETE_ACCESS;

/** Asks the provider; throws PaymentProviderUnavailable for anything but a well-formed answer. */
export const askPaymentProvider = async ({
  config,
  email,
  cpf,
  product,
}: {
  config: PaymentProviderConfig;
  email: string;
  cpf: string | null;
  product: string;
}): Promise<ProviderAnswer> => {
  let response: Response;
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
      },
      body: JSON.stringify({ email, cpf, product }),
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new PaymentProviderUnavailable(
      error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable',
    );
  }
  if (!response.ok) throw new PaymentProviderUnavailable(`status ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PaymentProviderUnavailable('malformed JSON');
  }
  const parsed = providerAnswerSchema.safeParse(body);
  if (!parsed.success) throw new PaymentProviderUnavailable('unexpected answer');
  return {
    type: parsed.data.type,
    access: parsed.data.access ?? null,
    transactionId: parsed.data.transactionId ?? null,
    checkoutUrl: safeCheckoutUrl(parsed.data.checkoutUrl),
  };
};
