// The online CEP service (CEP_SERVICE_URL), asked for the street and neighbourhood of a CEP. It must
// answer ViaCEP's JSON — GET <url with {cep} replaced by the 8 digits> → 200 with
//   { "cep": "01310-100", "logradouro": "Avenida Paulista", "bairro": "Bela Vista",
//     "localidade": "São Paulo", "uf": "SP", … }
// or, for a CEP it does not know, 200 with { "erro": true } (older versions: "true"). Other fields
// (complemento, ibge, ddd…) are ignored. Every way it can fail is a `CepServiceFailure`: the caller
// falls back to the offline answer.
import { z } from 'zod';
import { CEP_PLACEHOLDER, type CepServiceConfig } from '../../config-cep';

/** ViaCEP's answers are under 1 kB; anything much larger is not one. */
const MAX_BODY_LENGTH = 16_384;

const viaCepAddressSchema = z.object({
  logradouro: z.string().max(500),
  bairro: z.string().max(500),
  localidade: z.string().max(500),
  uf: z.string().max(2),
});
const viaCepNotFoundSchema = z.object({ erro: z.union([z.literal(true), z.literal('true')]) });

export type CepServiceAddress = {
  state: string;
  city: string;
  street: string;
  neighborhood: string;
};

export type CepServiceFailureReason =
  | 'timeout'
  | 'network'
  | 'http-status'
  | 'too-large'
  | 'not-json'
  | 'unknown-cep'
  | 'unexpected-shape';

export class CepServiceFailure extends Error {
  override name = 'CepServiceFailure';
  constructor(readonly reason: CepServiceFailureReason) {
    super(`serviço de CEP: ${reason}`);
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CepServiceFailure('not-json');
  }
};

const fetchText = async (url: string, timeoutMs: number): Promise<string> => {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      // Covers the whole exchange, body included.
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new CepServiceFailure('http-status');
    }
    return await response.text();
  } catch (error) {
    if (error instanceof CepServiceFailure) throw error;
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new CepServiceFailure(isTimeout ? 'timeout' : 'network');
  }
};

/** The service's address of the CEP (8 digits); throws a CepServiceFailure. */
export const fetchCepServiceAddress = async ({
  config,
  cep,
}: {
  config: CepServiceConfig;
  cep: string;
}): Promise<CepServiceAddress> => {
  const url = config.urlTemplate.replaceAll(CEP_PLACEHOLDER, cep);
  const text = await fetchText(url, config.timeoutMs);
  if (text.length > MAX_BODY_LENGTH) throw new CepServiceFailure('too-large');
  const body = parseJson(text);
  if (viaCepNotFoundSchema.safeParse(body).success) throw new CepServiceFailure('unknown-cep');
  const address = viaCepAddressSchema.safeParse(body);
  if (!address.success) throw new CepServiceFailure('unexpected-shape');
  const { uf, localidade, logradouro, bairro } = address.data;
  return { state: uf.toUpperCase(), city: localidade, street: logradouro, neighborhood: bairro };
};
