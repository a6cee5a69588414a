// The username rule (decided for issue 4): 3 to 30 characters, lower-case letters a–z, digits and
// hyphens. Input is trimmed and lower-cased first, so 'Ana-Souza' becomes 'ana-souza'.
import { z } from 'zod';

export const USERNAME_MINIMUM_LENGTH = 3;
export const USERNAME_MAXIMUM_LENGTH = 30;
export const USERNAME_PATTERN = /^[a-z0-9-]+$/;

export const USERNAME_MESSAGES = {
  /** Spec flash key provide-username. */
  provide: 'Informe um nome de usuário.',
  length: `O nome de usuário precisa ter de ${USERNAME_MINIMUM_LENGTH} a ${USERNAME_MAXIMUM_LENGTH} caracteres.`,
  characters: 'Use apenas letras minúsculas sem acento, números e hífen.',
} as const;

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, USERNAME_MESSAGES.provide)
  .min(USERNAME_MINIMUM_LENGTH, USERNAME_MESSAGES.length)
  .max(USERNAME_MAXIMUM_LENGTH, USERNAME_MESSAGES.length)
  .regex(USERNAME_PATTERN, USERNAME_MESSAGES.characters);
