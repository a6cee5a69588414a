// GET /status/auth-providers: which sign-in providers the server offers (the Google button).
import type { GetStatusAuthProvidersResponse } from '@escola/contracts/get-status-auth-providers';
import { http } from '../../../lib/http';

export const AUTH_PROVIDERS_PATH = '/status/auth-providers';

export const getAuthProviders = (): Promise<GetStatusAuthProvidersResponse> =>
  http.get<GetStatusAuthProvidersResponse>(AUTH_PROVIDERS_PATH);
