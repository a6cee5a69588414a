// The CEP look-ups (issue 17). A CEP's state always comes from the offline CEP ranges; with an online
// CEP service configured, its street, neighbourhood and city are added when it answers in time and
// agrees on the state. Any failure of the service falls back silently to the offline answer (a
// warning in the log, nothing for the person filling the form). Cities come from the offline IBGE
// list, computed once per state.
import type { FastifyBaseLogger } from 'fastify';
import type { GetCepCitiesResponse, GetCepResponse } from '@escola/contracts/get-cep';
import { getCitiesOfState } from '@escola/domain/brazilian-cities';
import type { StateCode } from '@escola/domain/brazilian-states';
import { getStateOfCep } from '@escola/domain/cep';
import type { CepServiceConfig } from '../../config-cep';
import { createBoundedCache } from './bounded-cache';
import { CepServiceFailure, fetchCepServiceAddress } from './cep-service-client';

/** Good online answers kept in memory: at most this many CEPs… */
export const CEP_CACHE_MAX_ENTRIES = 5_000;
/** …each for this long (streets are renamed rarely; a form is typed again within minutes). */
export const CEP_CACHE_TTL_MS = 15 * 60_000;

const citiesByState = new Map<StateCode, GetCepCitiesResponse>();

/** The IBGE cities of the state (static data: computed once per state, shared by every app). */
export const getCitiesAnswer = (state: StateCode): GetCepCitiesResponse => {
  let answer = citiesByState.get(state);
  if (answer === undefined) {
    answer = { state, cities: getCitiesOfState(state) };
    citiesByState.set(state, answer);
  }
  return answer;
};

const sameName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * The IBGE spelling of the service's city, which the form's city list offers ("SAO PAULO" → "São
 * Paulo"); empty when the state has no city of that name, so the person picks it from the list.
 */
const findIbgeCity = (state: StateCode, city: string): string =>
  getCitiesAnswer(state).cities.find((name) => sameName.compare(name, city.trim()) === 0) ?? '';

const offlineAnswer = (cep: string, state: StateCode): GetCepResponse => ({
  cep,
  state,
  city: '',
  street: '',
  neighborhood: '',
  source: 'offline',
});

export const createCepLookup = ({ cepService }: { cepService: CepServiceConfig | undefined }) => {
  const cache = createBoundedCache<GetCepResponse>({
    maxEntries: CEP_CACHE_MAX_ENTRIES,
    ttlMs: CEP_CACHE_TTL_MS,
  });

  const askService = async ({
    config,
    cep,
    state,
    log,
  }: {
    config: CepServiceConfig;
    cep: string;
    state: StateCode;
    log: FastifyBaseLogger;
  }): Promise<GetCepResponse> => {
    try {
      const address = await fetchCepServiceAddress({ config, cep });
      if (address.state !== state) {
        log.warn({ reason: 'state-mismatch' }, 'serviço de CEP discorda da faixa do estado');
        return offlineAnswer(cep, state);
      }
      const city = findIbgeCity(state, address.city);
      const answer: GetCepResponse = { cep, ...address, city, source: 'online' };
      cache.set(cep, answer);
      return answer;
    } catch (error) {
      // The CEP itself is not logged: with a house number it is an address (LGPD).
      const reason = error instanceof CepServiceFailure ? error.reason : 'unexpected';
      log.warn({ reason }, 'serviço de CEP indisponível: resposta offline');
      return offlineAnswer(cep, state);
    }
  };

  /** The address of a normalised CEP (8 digits); null when no state's range holds it. */
  const lookUpCep = async ({
    cep,
    log,
  }: {
    cep: string;
    log: FastifyBaseLogger;
  }): Promise<GetCepResponse | null> => {
    const state = getStateOfCep(cep);
    if (state === null) return null;
    if (cepService === undefined) return offlineAnswer(cep, state);
    return cache.get(cep) ?? askService({ config: cepService, cep, state, log });
  };

  return { lookUpCep };
};
