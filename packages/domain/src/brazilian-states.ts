// The 27 federative units (26 states and the Federal District) with their two-letter codes (UF),
// from the IBGE table that @brazilian-utils ships: the state fields of the national registration.
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';

export type BrazilianState = ReturnType<typeof getStates>[number];
export type StateCode = BrazilianState['code'];

/** Code and name of each UF, in Portuguese alphabetical order of the name (Acre … Tocantins). */
export const BRAZILIAN_STATES: readonly { code: StateCode; name: BrazilianState['name'] }[] =
  getStates().map(({ code, name }) => ({ code, name }));

const STATE_CODES = new Set<string>(BRAZILIAN_STATES.map(({ code }) => code));

export const isStateCode = (value: string): value is StateCode => STATE_CODES.has(value);

/** The UF of a code in any case, spaces around ignored ("sp " → "SP"); null when there is none. */
export const normalizeStateCode = (input: string): StateCode | null => {
  const code = input.trim().toUpperCase();
  return isStateCode(code) ? code : null;
};
