// Renders the whole app (providers, session gate, redirect rules, routes) at a path, over a stubbed fetch.
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { AppContent } from '../app/app-content';
import { Providers } from '../app/providers';
import { stubFetch, type StubRoutes } from './fetch-stub';

const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

export const renderApp = ({
  path,
  user = null,
  routes,
}: {
  path: string;
  user?: SessionUser | null;
  routes?: StubRoutes;
}) => {
  const fetchMock = stubFetch({ user, routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Providers queryClient={queryClient}>
        <AppContent />
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
  return { ...result, fetchMock, queryClient };
};
