// GET /cep/{cep} and GET /cep/city/{state} (issue 17): anonymous look-ups for the national
// registration form; both answer with no internet (service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CEP_CITIES_PATH,
  CEP_PATH,
  getCepCitiesParamsSchema,
  getCepCitiesResponseSchema,
  getCepParamsSchema,
  getCepResponseSchema,
} from '@escola/contracts/get-cep';
import { flashSchema } from '@escola/contracts/flash';
import { normalizeStateCode } from '@escola/domain/brazilian-states';
import { normalizeCep } from '@escola/domain/cep';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { createCepLookup, getCitiesAnswer } from './service';

/**
 * CEP look-ups per IP per minute: a classroom behind one address fills its forms, while the online
 * service (whose operators block heavy users) is never hammered through us.
 */
export const CEP_RATE_LIMIT_PER_IP = { max: 120, timeWindow: 60_000 } as const;
/** The IBGE list changes a few times a decade: browsers and proxies keep it for a day. */
const CITIES_CACHE_CONTROL = 'public, max-age=86400';
const TWO_LETTERS = /^[a-z]{2}$/i;

export const cepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lookUpCep } = createCepLookup({ cepService: app.config.cepService });

  app.get(
    CEP_PATH,
    {
      config: {
        rateLimit: {
          ...CEP_RATE_LIMIT_PER_IP,
          errorResponseBuilder: () =>
            new HttpError({ statusCode: 429, message: MESSAGES.tooManyCepLookups }),
        },
      },
      schema: {
        tags: ['cadastro nacional'],
        summary: 'Endereço de um CEP (estado pelas faixas dos Correios; rua e bairro on-line)',
        description: `Anônima, limitada por IP. CEP com formato inválido → 400 "${MESSAGES.invalidCep}"; fora das faixas de todos os estados → 404 "${MESSAGES.cepNotFound}". Com CEP_SERVICE_URL, o serviço on-line completa rua, bairro e cidade (source "online"); se falhar, demorar ou discordar do estado, a resposta é a offline (source "offline", cidade, rua e bairro vazios). A cidade vem com o nome do IBGE (vazia se a lista do IBGE não a tem).`,
        params: getCepParamsSchema,
        response: {
          200: getCepResponseSchema,
          400: flashSchema,
          404: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const cep = normalizeCep(request.params.cep);
      if (cep === null) throw new HttpError({ statusCode: 400, message: MESSAGES.invalidCep });
      const address = await lookUpCep({ cep, log: request.log });
      if (address === null) throw new HttpError({ statusCode: 404, message: MESSAGES.cepNotFound });
      reply.header('cache-control', 'no-store');
      return address;
    },
  );

  app.get(
    CEP_CITIES_PATH,
    {
      schema: {
        tags: ['cadastro nacional'],
        summary: 'Cidades (municípios do IBGE) de um estado, em ordem alfabética',
        description: `Anônima. UF em maiúsculas ou minúsculas. Sem 2 letras → 400 "${MESSAGES.invalidState}"; UF desconhecida → 404 "${MESSAGES.stateNotFound}". Lista offline do IBGE; cache público de 1 dia.`,
        params: getCepCitiesParamsSchema,
        response: { 200: getCepCitiesResponseSchema, 400: flashSchema, 404: flashSchema },
      },
    },
    async (request, reply) => {
      const input = request.params.state.trim();
      if (!TWO_LETTERS.test(input)) {
        throw new HttpError({ statusCode: 400, message: MESSAGES.invalidState });
      }
      const state = normalizeStateCode(input);
      if (state === null) throw new HttpError({ statusCode: 404, message: MESSAGES.stateNotFound });
      reply.header('cache-control', CITIES_CACHE_CONTROL);
      return getCitiesAnswer(state);
    },
  );
};
