// The CEP (Código de Endereçamento Postal) of the national registration form (issue 17): its format
// and the state (UF) its number belongs to, offline. A CEP has no check digit: any 8 digits are
// well formed; the ranges below tell which state hands out a number.
import type { StateCode } from './brazilian-states';

/** "01310-100" or "01310100" (spaces around are ignored). */
const CEP_PATTERN = /^(\d{5})-?(\d{3})$/;

/** The 8 digits of a well-formed CEP, as stored ("01310-100" → "01310100"); null otherwise. */
export const normalizeCep = (input: string): string | null => {
  const match = CEP_PATTERN.exec(input.trim());
  return match ? `${match[1]}${match[2]}` : null;
};

/** "01310100" → "01310-100". */
export const formatCep = (cep: string): string => `${cep.slice(0, 5)}-${cep.slice(5)}`;

/**
 * The CEP ranges of each state, first and last CEP of each range. Source: the Correios' table of
 * CEP ranges per UF ("Faixas de CEP por UF", the Correios' address guide — "Guia de Endereçamento"),
 * as published since the 8-digit CEP of 1992. São Paulo's range includes the capital (01–09) and the
 * interior (11–19); the Federal District, Goiás, Amazonas and Rondônia have two ranges each.
 */
export const CEP_RANGES: readonly (readonly [StateCode, string, string])[] = [
  ['SP', '01000-000', '19999-999'],
  ['RJ', '20000-000', '28999-999'],
  ['ES', '29000-000', '29999-999'],
  ['MG', '30000-000', '39999-999'],
  ['BA', '40000-000', '48999-999'],
  ['SE', '49000-000', '49999-999'],
  ['PE', '50000-000', '56999-999'],
  ['AL', '57000-000', '57999-999'],
  ['PB', '58000-000', '58999-999'],
  ['RN', '59000-000', '59999-999'],
  ['CE', '60000-000', '63999-999'],
  ['PI', '64000-000', '64999-999'],
  ['MA', '65000-000', '65999-999'],
  ['PA', '66000-000', '68899-999'],
  ['AP', '68900-000', '68999-999'],
  ['AM', '69000-000', '69299-999'],
  ['RR', '69300-000', '69399-999'],
  ['AM', '69400-000', '69899-999'],
  ['AC', '69900-000', '69999-999'],
  ['DF', '70000-000', '72799-999'],
  ['GO', '72800-000', '72999-999'],
  ['DF', '73000-000', '73699-999'],
  ['GO', '73700-000', '76799-999'],
  ['RO', '76800-000', '76999-999'],
  ['TO', '77000-000', '77999-999'],
  ['MT', '78000-000', '78899-999'],
  ['RO', '78900-000', '78999-999'],
  ['MS', '79000-000', '79999-999'],
  ['PR', '80000-000', '87999-999'],
  ['SC', '88000-000', '89999-999'],
  ['RS', '90000-000', '99999-999'],
];

// The same ranges as 8-digit strings: of equal length, they compare as the numbers do.
const DIGIT_RANGES = CEP_RANGES.map(
  ([state, first, last]) => [state, first.replace('-', ''), last.replace('-', '')] as const,
);

/** The state whose range holds the CEP (masked or not); null when none does or it is malformed. */
export const getStateOfCep = (input: string): StateCode | null => {
  const cep = normalizeCep(input);
  if (cep === null) return null;
  const range = DIGIT_RANGES.find(([, first, last]) => cep >= first && cep <= last);
  return range ? range[0] : null;
};
