// GET /status/auth-providers — which sign-in providers besides e-mail and password this server
// offers, so the web app shows the "Entrar com Google" button only when it works.
import { z } from 'zod';

export const STATUS_AUTH_PROVIDERS_PATH = '/status/auth-providers';

export const getStatusAuthProvidersResponseSchema = z
  .object({
    google: z.boolean().describe('O login com Google (OpenID Connect) está configurado'),
  })
  .meta({ id: 'AuthProviders' });

export type GetStatusAuthProvidersResponse = z.infer<typeof getStatusAuthProvidersResponseSchema>;
