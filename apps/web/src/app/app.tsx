import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppContent } from './app-content';
import { Providers } from './providers';
import { createQueryClient } from './query-client';

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </Providers>
  );
};
