// The rule on the variables of an e-mail's subject and body (issue 20), one for every kind of
// e-mail: only the allowed `{{…}}` (a manual e-mail's {{nome}} and {{link}}, or an automatic
// e-mail's own list) and, in the body, the ones an e-mail cannot do without.
import { findMissingVariables, findUnknownVariables } from '@escola/domain/email-campaigns';

const asVariables = (names: readonly string[]) => names.map((name) => `{{${name}}}`);

/** "a", "a e b", "a, b e c". */
const listInPortuguese = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

export const EMAIL_VARIABLE_MESSAGES = {
  unknown: (names: readonly string[], allowed: readonly string[]) =>
    `Variável desconhecida: ${asVariables(names).join(', ')}. Use só ${listInPortuguese(asVariables(allowed))}.`,
  missing: (names: readonly string[]) =>
    `O e-mail precisa conter ${listInPortuguese(asVariables(names))}.`,
} as const;

/** The message for what is wrong with the variables of `text`, or undefined when nothing is. */
export const emailVariablesIssue = ({
  text,
  allowed,
  required = [],
}: {
  text: string;
  allowed: readonly string[];
  required?: readonly string[];
}): string | undefined => {
  const unknown = findUnknownVariables(text, allowed);
  if (unknown.length > 0) return EMAIL_VARIABLE_MESSAGES.unknown(unknown, allowed);
  const missing = findMissingVariables(text, required);
  return missing.length > 0 ? EMAIL_VARIABLE_MESSAGES.missing(missing) : undefined;
};
