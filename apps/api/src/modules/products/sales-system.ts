// The sales system's adapter (the spec's SGN, issue 19). One GET of JSON from SALES_SYSTEM_URL:
//   request  `Accept: application/json`, `Authorization: Bearer <SALES_SYSTEM_TOKEN>` when a token is set;
//   response 200 {"products": [{"id": "curso-completo", "title": "Curso completo",
//                               "priceCents": 49700, "active": true}, …]}
// `id` (1–100 characters) is the product's id in the sales system, `priceCents` an integer of
// cents, `active` optional (default true). At most SALES_SYSTEM_MAX_PRODUCTS products, each id once.
// The API waits at most the configured timeout (AbortSignal.timeout) and reads at most
// SALES_SYSTEM_MAX_BODY_BYTES. A refused connection or a timeout is "unreachable" (503); an error
// status, a redirect or an answer of another shape is "bad answer" (502).
import { z } from 'zod';
import type { SalesSystemConfig } from '../../config-sales-system';

export const SALES_SYSTEM_MAX_PRODUCTS = 1_000;
export const SALES_SYSTEM_MAX_BODY_BYTES = 1_000_000;
/** R$ 1.000.000,00: a price above it is a mistake of the sales system, not a product. */
const MAX_PRICE_CENTS = 100_000_000;

const salesSystemProductSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^\p{Cc}]+$/u),
  title: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\p{Cc}]+$/u),
  priceCents: z.number().int().min(0).max(MAX_PRICE_CENTS),
  active: z.boolean().default(true),
});

const salesSystemAnswerSchema = z.object({
  products: z
    .array(salesSystemProductSchema)
    .max(SALES_SYSTEM_MAX_PRODUCTS)
    .refine((products) => new Set(products.map((product) => product.id)).size === products.length),
});

export type SalesSystemProduct = z.output<typeof salesSystemProductSchema>;

export type SalesSystemFailure = 'unreachable' | 'bad-answer';

export class SalesSystemUnavailable extends Error {
  override name = 'SalesSystemUnavailable';
  readonly failure: SalesSystemFailure;

  constructor({ failure, detail }: { failure: SalesSystemFailure; detail: string }) {
    super(detail);
    this.failure = failure;
  }
}

const badAnswer = (detail: string) => new SalesSystemUnavailable({ failure: 'bad-answer', detail });

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The body as text, refusing one larger than the limit without reading it whole. */
const readLimitedText = async (response: Response): Promise<string> => {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > SALES_SYSTEM_MAX_BODY_BYTES) {
      await reader.cancel();
      throw badAnswer('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};

const fetchList = async (config: SalesSystemConfig): Promise<Response> => {
  try {
    return await fetch(config.url, {
      method: 'GET',
      headers: {
        accept: 'application/json',
        ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
      },
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new SalesSystemUnavailable({
      failure: 'unreachable',
      detail: isTimeout(error) ? 'timeout' : 'unreachable',
    });
  }
};

/** The products the sales system sells; throws SalesSystemUnavailable for anything else. */
export const listSalesSystemProducts = async (
  config: SalesSystemConfig,
): Promise<SalesSystemProduct[]> => {
  const response = await fetchList(config);
  if (!response.ok) {
    await response.body?.cancel();
    throw badAnswer(`status ${response.status}`);
  }
  let text: string;
  try {
    text = await readLimitedText(response);
  } catch (error) {
    if (error instanceof SalesSystemUnavailable) throw error;
    throw new SalesSystemUnavailable({
      failure: 'unreachable',
      detail: isTimeout(error) ? 'timeout while reading' : 'cut while reading',
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badAnswer('malformed JSON');
  }
  const parsed = salesSystemAnswerSchema.safeParse(body);
  if (!parsed.success) throw badAnswer('unexpected answer');
  return parsed.data.products;
};
