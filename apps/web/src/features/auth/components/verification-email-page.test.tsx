import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'a'.repeat(43);

describe('verification e-mail page', () => {
  it('confirms the token of the link once and says so', async () => {
    const { fetchMock } = renderApp({
      path: `/verification-email?token=${TOKEN}`,
      routes: {
        'POST /confirm-verification-email': {
          body: { type: 'success', message: 'E-mail confirmado. Obrigado!' },
        },
      },
    });
    expect(await screen.findByText('Seu e-mail foi confirmado.')).toBeInTheDocument();
    expect(screen.getByText('E-mail confirmado. Obrigado!')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([path]) => path === '/confirm-verification-email');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Ir para os cursos' })).toHaveAttribute(
      'href',
      '/learn',
    );
  });

  it('shows the API message when the link is used or expired', async () => {
    const message = 'Este link de confirmação é inválido, expirou ou já foi usado.';
    renderApp({
      path: `/verification-email?token=${TOKEN}`,
      routes: {
        'POST /confirm-verification-email': { status: 400, body: { type: 'danger', message } },
      },
    });
    // Once in the flash, once as the page's own status line.
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });

  it('explains a link without token and calls nothing', async () => {
    const { fetchMock } = renderApp({ path: '/verification-email' });
    expect(
      await screen.findByText(
        'Este link não tem o código de confirmação. Abra o link completo enviado para o seu e-mail.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/confirm-verification-email')).toBe(
      false,
    );
  });
});
