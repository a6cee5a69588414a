// The first Portuguese issue of each field of a failed contract check, keyed by field name.
import type { z } from 'zod';

export const readFieldErrors = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
};
