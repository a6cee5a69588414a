// Phone numbers of the national registration (phone and mobile), stored in E.164 (+5511987654321).
// libphonenumber-js (its small "min" metadata, light enough for the web) parses any country's
// number and writes it in E.164. Its min metadata only checks a Brazilian number's length, so a
// Brazilian number must also pass @brazilian-utils' check (a real area code, DDD; a landline of 8
// digits starting 2–5) and, when it has 11 digits, be a mobile with the nono dígito: the number
// after the DDD starts with 9 (Anatel, all of Brazil since 2016).
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

const BRAZIL_CALLING_CODE = '55';
/** DDD (2 digits) + 9 + 8 digits. */
const BRAZILIAN_MOBILE_LENGTH = 11;
const MOBILE_FIRST_DIGIT = '9';

const isValidBrazilianNumber = (nationalNumber: string): boolean =>
  isValidPhone(nationalNumber) &&
  (nationalNumber.length !== BRAZILIAN_MOBILE_LENGTH || nationalNumber[2] === MOBILE_FIRST_DIGIT);

/**
 * The E.164 form of a landline or mobile number ("(11) 98765-4321" → "+5511987654321"); null when
 * it is not a valid number. Without a country code (+…), the number is read as one of
 * `defaultCountry` (Brazil).
 */
export const normalizePhone = (
  input: string,
  defaultCountry: CountryCode = 'BR',
): string | null => {
  const phone = parsePhoneNumberFromString(input, defaultCountry);
  if (!phone?.isValid()) return null;
  if (
    phone.countryCallingCode === BRAZIL_CALLING_CODE &&
    !isValidBrazilianNumber(phone.nationalNumber)
  ) {
    return null;
  }
  return phone.number;
};
