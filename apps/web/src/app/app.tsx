import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppContent } from './app-content';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { prefetchRouteData } from './prefetch-route-data';

export const App = () => {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchRouteData({ pathname: window.location.pathname, queryClient: client });
    return client;
  });
  return (
    // The router wraps the providers, so a modal (rendered by the modal manager) may hold links.
    <BrowserRouter>
      <Providers queryClient={queryClient}>
        <AppContent />
      </Providers>
    </BrowserRouter>
  );
};
