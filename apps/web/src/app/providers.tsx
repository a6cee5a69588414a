// Every app-wide provider, in one place: server state, translations, flash, modals.
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FlashProvider } from '../lib/flash';
import { i18n } from '../lib/i18n';
import { ModalProvider } from '../lib/modal-manager';
import { FlashRegion } from './flash-region';

export const Providers = ({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>
      <FlashProvider>
        <ModalProvider>
          {children}
          <FlashRegion />
        </ModalProvider>
      </FlashProvider>
    </I18nextProvider>
  </QueryClientProvider>
);
