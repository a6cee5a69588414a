import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const TOKEN = '0b6f1c2e-1d3a-4c5b-9e8f-7a6b5c4d3e2f.assinatura';
const PATH = `/unsubscribed/${encodeURIComponent(TOKEN)}`;

describe('unsubscribed page', () => {
  it('records the choice once with the link token and confirms it', async () => {
    const { fetchMock } = renderApp({
      path: `/unsubscribed/${TOKEN}`,
      routes: {
        [`POST ${PATH}`]: {
          body: { type: 'success', message: 'Você não receberá mais nossos e-mails.' },
        },
      },
    });
    expect(await screen.findByText('Você não receberá mais nossos e-mails.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => path === PATH)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Abrir Minha conta' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('shows the API message for a link that is not ours', async () => {
    const message = 'Este link de descadastro é inválido.';
    renderApp({
      path: `/unsubscribed/${TOKEN}`,
      routes: { [`POST ${PATH}`]: { status: 400, body: { type: 'danger', message } } },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('explains the page without a link and calls nothing', async () => {
    const { fetchMock } = renderApp({ path: '/unsubscribed' });
    expect(await screen.findByText(/use o link do fim de um e-mail nosso/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
