// The cities (IBGE municipalities) of a state, from the offline IBGE list that @brazilian-utils
// ships (no network): the city field of the national registration. Kept apart from
// brazilian-states.ts because the list is large (over 5,500 names): the API serves it, the web fetches it.
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import type { StateCode } from './brazilian-states';

const collator = new Intl.Collator('pt-BR');

/** The names of the state's municipalities, with accents, in Portuguese alphabetical order. */
export const getCitiesOfState = (state: StateCode): string[] =>
  getMunicipalities(state)
    .map(({ name }) => name)
    .sort(collator.compare);
