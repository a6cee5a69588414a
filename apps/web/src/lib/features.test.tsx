import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_CONFIG, type GetFeaturesResponse } from '@escola/contracts/get-features';
import { Providers } from '../app/providers';
import { stubFetch } from '../test/fetch-stub';
import { useSupportContact, useUnlockContentLink } from './features';

const catalogue = (title: string) => `https://loja.escola.dev/busca?q=${encodeURIComponent(title)}`;

const renderWith = <Result,>(answer: GetFeaturesResponse | 'error', hook: () => Result) => {
  const fetchMock = stubFetch({
    routes: {
      'GET /api/features':
        answer === 'error'
          ? { status: 500, body: { type: 'danger', message: 'x' } }
          : { body: answer },
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Providers queryClient={queryClient}>{children}</Providers>
    </MemoryRouter>
  );
  return { ...renderHook(hook, { wrapper }), fetchMock };
};

const featuresCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([path]) => String(path) === '/api/features').length;

describe('the runtime feature configuration of the learner pages', () => {
  it('searches the catalogue for the linked product when one is linked', async () => {
    const { result } = renderWith(
      {
        config: DEFAULT_FEATURE_CONFIG,
        updatedAt: null,
        linkedProductTitle: 'Formação Full Stack',
        tagManagerId: null,
      },
      useUnlockContentLink,
    );
    expect(result.current).toBe(catalogue('Escola de Código'));
    await waitFor(() => expect(result.current).toBe(catalogue('Formação Full Stack')));
  });

  it('uses super’s support contact once saved', async () => {
    const { result } = renderWith(
      {
        config: {
          ...DEFAULT_FEATURE_CONFIG,
          supportEmail: 'ajuda@escola.dev',
          supportMessagingNumber: '5521988887777',
        },
        updatedAt: '2026-03-02T15:30:00.000Z',
        linkedProductTitle: null,
        tagManagerId: null,
      },
      useSupportContact,
    );
    await waitFor(() => expect(result.current.email).toBe('ajuda@escola.dev'));
    expect(result.current.messagingLink('Olá')).toBe('https://wa.me/5521988887777?text=Ol%C3%A1');
  });

  it('keeps the build’s contact while nothing was saved or the read fails, reading once', async () => {
    const unsaved = renderWith(
      {
        config: { ...DEFAULT_FEATURE_CONFIG, supportMessagingNumber: '5500000000000' },
        updatedAt: null,
        linkedProductTitle: null,
        tagManagerId: null,
      },
      () => ({ contact: useSupportContact(), link: useUnlockContentLink() }),
    );
    await waitFor(() => expect(featuresCalls(unsaved.fetchMock)).toBe(1));
    expect(unsaved.result.current.contact.email).toBe('suporte@escola.dev');
    expect(unsaved.result.current.contact.messagingLink()).toBe('https://wa.me/5511999999999');
    unsaved.unmount();

    const failed = renderWith('error', useSupportContact);
    await waitFor(() => expect(featuresCalls(failed.fetchMock)).toBe(1));
    expect(failed.result.current.email).toBe('suporte@escola.dev');
  });
});
