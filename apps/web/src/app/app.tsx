// The app in the browser: the router over the providers and the routes. `pendingSessionAsVisitor`
// when hydrating a prerendered page: its first render must match the visitor's HTML of the build.
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SessionPendingAsVisitorContext } from '../lib/session-user';
import { AppContent } from './app-content';
import { Providers } from './providers';

export const App = ({
  queryClient,
  pendingSessionAsVisitor = false,
}: {
  queryClient: QueryClient;
  pendingSessionAsVisitor?: boolean;
}) => (
  // The router wraps the providers, so a modal (rendered by the modal manager) may hold links.
  <BrowserRouter>
    <SessionPendingAsVisitorContext value={pendingSessionAsVisitor}>
      <Providers queryClient={queryClient}>
        <AppContent />
      </Providers>
    </SessionPendingAsVisitorContext>
  </BrowserRouter>
);
