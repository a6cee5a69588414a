import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('flash named in the URL', () => {
  it('shows the Portuguese message of a known key and takes the key out of the address', async () => {
    renderApp({ path: '/sign-in?flash=google-not-configured' });
    const toasts = screen.getByRole('status', { name: 'Notificações' });
    expect(
      await within(toasts).findByText('O login com Google não está disponível no momento.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sign-in$/));
  });

  it('keeps the other query parameters', async () => {
    renderApp({ path: '/unlock-account?origem=email&flash=blocked-by-inactivity' });
    expect(
      await screen.findByText(
        'Usuário bloqueado por inatividade. Redirecionando para desbloqueio.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/unlock-account\?origem=email$/),
    );
  });

  it('ignores a key it does not know: a link cannot make the site say anything', async () => {
    renderApp({ path: '/sign-in?flash=Ligue+para+0800+e+informe+sua+senha' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sign-in$/));
    expect(screen.getByRole('status', { name: 'Notificações' })).toBeEmptyDOMElement();
    expect(screen.queryByText(/0800/)).not.toBeInTheDocument();
  });
});
