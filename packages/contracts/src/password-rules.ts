// The password rules of every call that sets a password (sign-up, recovery, change, creation):
// at least 8 characters (NIST SP 800-63B), at most PASSWORD_MAXIMUM_LENGTH; no composition rules.
import { z } from 'zod';
import { PASSWORD_MAXIMUM_LENGTH } from './post-signin-local';

export const PASSWORD_MINIMUM_LENGTH = 8;

export const PASSWORD_RULE_MESSAGES = {
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MINIMUM_LENGTH} caracteres.`,
  tooLong: `A senha deve ter no máximo ${PASSWORD_MAXIMUM_LENGTH} caracteres.`,
} as const;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MINIMUM_LENGTH, { message: PASSWORD_RULE_MESSAGES.tooShort })
  .max(PASSWORD_MAXIMUM_LENGTH, { message: PASSWORD_RULE_MESSAGES.tooLong });
