import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_CONFIG } from '@escola/contracts/get-features';
import { OFFLINE_WARNING_DELAY_MS } from '@escola/domain/constants';
import { i18n } from '../../../lib/i18n';
import { stubFetch } from '../../../test/fetch-stub';
import { OfflineNotice } from './offline-notice';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
};

const renderNotice = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <OfflineNotice />
      </I18nextProvider>
    </QueryClientProvider>,
  );

/** Lets pending promises (the ping) settle under fake timers. */
const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

afterEach(() => {
  vi.useRealTimers();
});

describe('offline notice', () => {
  it('says "você está offline" after 5 s when the browser is offline', async () => {
    vi.useFakeTimers();
    setOnline(false);
    stubFetch();
    renderNotice();
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(OFFLINE_WARNING_DELAY_MS - 1));
    expect(screen.queryByText(/offline/i)).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(/Você está offline/)).toBeInTheDocument();
    expect(screen.queryByText(/Servidor indisponível/)).not.toBeInTheDocument();
  });

  it('says "servidor indisponível" with the support contact when the ping fails while online', async () => {
    vi.useFakeTimers();
    setOnline(true);
    stubFetch({ routes: { 'GET /status/ping': 'network-error' } });
    renderNotice();
    await flush();
    expect(screen.queryByText(/Servidor indisponível/)).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(OFFLINE_WARNING_DELAY_MS));
    expect(screen.getByText(/Servidor indisponível/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'suporte@escola.dev' })).toHaveAttribute(
      'href',
      'mailto:suporte@escola.dev',
    );
    expect(screen.queryByText(/Você está offline/)).not.toBeInTheDocument();
  });

  it("gives super's saved support address once the configuration has been read", async () => {
    vi.useFakeTimers();
    setOnline(true);
    stubFetch({
      routes: {
        // The configuration was read before the server stopped answering the ping.
        'GET /status/ping': 'network-error',
        'GET /api/features': {
          body: {
            config: { ...DEFAULT_FEATURE_CONFIG, supportEmail: 'ajuda@escola.teste' },
            updatedAt: '2026-11-26T12:00:00.000Z',
            linkedProductTitle: null,
            tagManagerId: null,
          },
        },
      },
    });
    renderNotice();
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(OFFLINE_WARNING_DELAY_MS));
    expect(screen.getByRole('link', { name: 'ajuda@escola.teste' })).toHaveAttribute(
      'href',
      'mailto:ajuda@escola.teste',
    );
  });

  it('stays quiet when the server answers', async () => {
    vi.useFakeTimers();
    setOnline(true);
    stubFetch();
    renderNotice();
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(OFFLINE_WARNING_DELAY_MS * 2));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears the notice as soon as the connection comes back', async () => {
    vi.useFakeTimers();
    setOnline(false);
    stubFetch();
    renderNotice();
    await act(async () => vi.advanceTimersByTimeAsync(OFFLINE_WARNING_DELAY_MS));
    expect(screen.getByText(/Você está offline/)).toBeInTheDocument();
    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByText(/Você está offline/)).not.toBeInTheDocument();
  });
});
