// The server's sign-in providers, fetched once per visit (they change only with a deploy).
import { useQuery } from '@tanstack/react-query';
import { getAuthProviders } from '../api/get-auth-providers';

export const AUTH_PROVIDERS_QUERY_KEY = ['auth-providers'] as const;

export const useAuthProviders = () =>
  useQuery({
    queryKey: AUTH_PROVIDERS_QUERY_KEY,
    queryFn: getAuthProviders,
    staleTime: Number.POSITIVE_INFINITY,
  });
