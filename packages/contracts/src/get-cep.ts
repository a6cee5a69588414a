// GET /cep/{cep} — the address of a CEP, to fill the national registration form; GET
// /cep/city/{state} — the cities (IBGE municipalities) of a state, for its city field (issue 17).
// Both answer without internet: cities from the offline IBGE list, a CEP's state from the offline
// CEP ranges per state; an online CEP service (CEP_SERVICE_URL) adds street and neighbourhood when
// configured and answering within 2 s, else the offline answer stands.
import { z } from 'zod';

export const CEP_PATH = '/cep/:cep';
export const cepPath = (cep: string): string => `/cep/${encodeURIComponent(cep)}`;
export const CEP_CITIES_PATH = '/cep/city/:state';
export const cepCitiesPath = (state: string): string => `/cep/city/${encodeURIComponent(state)}`;

/** The CEP as typed ("01310-100" or "01310100"); the route checks its format (400 when bad). */
export const getCepParamsSchema = z.object({ cep: z.string() });
/** The UF in any case ("sp" or "SP"); unknown → 404. */
export const getCepCitiesParamsSchema = z.object({ state: z.string() });

export const getCepResponseSchema = z
  .object({
    /** 8 digits. */
    cep: z.string(),
    /** UF, e.g. "SP". */
    state: z.string(),
    /**
     * The IBGE name (as GET /cep/city/{state} lists it); empty when only the offline ranges
     * answered, or when the service's city is not in the IBGE list.
     */
    city: z.string(),
    street: z.string(),
    neighborhood: z.string(),
    /** 'online' when the CEP service answered, 'offline' when only the ranges did. */
    source: z.enum(['online', 'offline']),
  })
  .meta({ id: 'CepAddress' });
export type GetCepResponse = z.infer<typeof getCepResponseSchema>;

export const getCepCitiesResponseSchema = z
  .object({
    state: z.string(),
    /** City names with accents, in Portuguese alphabetical order. */
    cities: z.array(z.string()),
  })
  .meta({ id: 'CepCities' });
export type GetCepCitiesResponse = z.infer<typeof getCepCitiesResponseSchema>;
