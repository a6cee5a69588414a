// The online CEP service of GET /cep/{cep} (issue 17), from the environment: its address, with
// `{cep}` where the 8 digits go, and how long the API waits for it. Unset CEP_SERVICE_URL: the
// look-up answers from the offline CEP ranges only. The service answers ViaCEP's JSON
// (modules/cep/cep-service-client.ts).
import { z } from 'zod';

/** The limit: the form must not wait longer than this for the street's name. */
export const CEP_SERVICE_MAX_TIMEOUT_MS = 2_000;
/** Where the CEP goes in CEP_SERVICE_URL. */
export const CEP_PLACEHOLDER = '{cep}';
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export type CepServiceConfig = {
  /** e.g. https://viacep.com.br/ws/{cep}/json/ */
  urlTemplate: string;
  timeoutMs: number;
};

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** https, or http on this machine only (the tests' fake service). */
const isServiceUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTNAMES.includes(hostname));
};

const TIMEOUT_MESSAGE = `deve ser um número inteiro de milissegundos (50 a ${CEP_SERVICE_MAX_TIMEOUT_MS})`;

export const cepServiceSchema = z.object({
  CEP_SERVICE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isServiceUrl, { message: 'deve ser uma URL https:// (http:// só em localhost)' })
      .refine((value) => value.includes(CEP_PLACEHOLDER), {
        message: `deve conter ${CEP_PLACEHOLDER} onde vai o CEP, por exemplo https://viacep.com.br/ws/${CEP_PLACEHOLDER}/json/`,
      })
      .optional(),
  ),
  CEP_SERVICE_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: TIMEOUT_MESSAGE })
      .int({ message: TIMEOUT_MESSAGE })
      .min(50, { message: TIMEOUT_MESSAGE })
      .max(CEP_SERVICE_MAX_TIMEOUT_MS, { message: TIMEOUT_MESSAGE })
      .default(CEP_SERVICE_MAX_TIMEOUT_MS),
  ),
});

export const readCepService = (
  values: z.output<typeof cepServiceSchema>,
): CepServiceConfig | undefined =>
  values.CEP_SERVICE_URL === undefined
    ? undefined
    : { urlTemplate: values.CEP_SERVICE_URL, timeoutMs: values.CEP_SERVICE_TIMEOUT_MS };
