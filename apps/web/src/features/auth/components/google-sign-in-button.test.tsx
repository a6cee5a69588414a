import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const googleConfigured = (google: boolean) => ({
  'GET /status/auth-providers': { body: { google } },
});

describe('"Entrar com Google" button', () => {
  it('links the sign-in and sign-up pages to /signin-google when Google is configured', async () => {
    for (const path of ['/sign-in', '/sign-up']) {
      const { unmount } = renderApp({ path, routes: googleConfigured(true) });
      const link = await screen.findByRole('link', { name: 'Entrar com Google' });
      // A full navigation to the API, not a client-side route.
      expect(link).toHaveAttribute('href', '/signin-google');
      unmount();
    }
  });

  it('starts the unlock flow from the unlock page', async () => {
    renderApp({ path: '/unlock-account', routes: googleConfigured(true) });
    const link = await screen.findByRole('link', { name: 'Entrar com Google' });
    expect(link).toHaveAttribute('href', '/signin-google?unlock=1');
  });

  it('is hidden when Google is not configured', async () => {
    const { fetchMock } = renderApp({ path: '/sign-in', routes: googleConfigured(false) });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => path === '/status/auth-providers')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('ou')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Entrar com Google' })).not.toBeInTheDocument();
  });

  it('is hidden when the server cannot say', async () => {
    renderApp({
      path: '/sign-in',
      routes: {
        'GET /status/auth-providers': { status: 503, body: { type: 'danger', message: 'x' } },
      },
    });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar com Google' })).not.toBeInTheDocument();
  });
});
