import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */

const success = (message: string) => ({ body: { type: 'success', message } });

const bodyOf = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === 'PUT');
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

const sectionOf = (title: string) => {
  const section = screen.getByRole('heading', { name: title }).closest('section');
  if (!section) throw new Error(`seção ${title} não encontrada`);
  return within(section);
};

describe('settings page', () => {
  it('shows every preference section with the user’s current values', async () => {
    renderApp({
      path: '/settings',
      user: createSessionUser({ theme: 'night', sound: true, keyboardShortcuts: false }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Minha conta' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Modo noturno' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Efeitos sonoros' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Atalhos de teclado no editor' })).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Quero receber e-mails da Escola de Código' }),
    ).not.toBeChecked();
    await waitFor(() => expect(document.title).toBe('Minha conta | Escola de Código'));
  });

  it('applies the night theme at once and saves it', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ theme: 'default' }),
      routes: { 'PUT /update-my-theme': success('Tema atualizado.') },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Modo noturno' }, PAGE_LOAD));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(await screen.findByText('Tema atualizado.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/update-my-theme')).toEqual({ theme: 'night' });
  });

  it('saves sound, keyboard shortcuts and e-mail consent with their own calls', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ sound: false, keyboardShortcuts: false, sendQuincyEmail: false }),
      routes: {
        'PUT /update-my-sound': success('Preferência de som atualizada.'),
        'PUT /update-my-keyboard-shortcuts': success(
          'Preferência de atalhos de teclado atualizada.',
        ),
        'PUT /update-my-quincy-email': success('Preferência de e-mails atualizada.'),
      },
    });
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Efeitos sonoros' }, PAGE_LOAD),
    );
    expect(await screen.findByText('Preferência de som atualizada.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Atalhos de teclado no editor' }));
    expect(
      await screen.findByText('Preferência de atalhos de teclado atualizada.'),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('switch', { name: 'Quero receber e-mails da Escola de Código' }),
    );
    expect(await screen.findByText('Preferência de e-mails atualizada.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/update-my-sound')).toEqual({ sound: true });
    expect(bodyOf(fetchMock, '/update-my-keyboard-shortcuts')).toEqual({ keyboardShortcuts: true });
    expect(bodyOf(fetchMock, '/update-my-quincy-email')).toEqual({ sendQuincyEmail: true });
    expect(screen.getByRole('switch', { name: 'Efeitos sonoros' })).toBeChecked();
  });

  it('rolls the switch back and shows the API flash when saving fails', async () => {
    renderApp({
      path: '/settings',
      user: createSessionUser({ sound: false }),
      routes: {
        'PUT /update-my-sound': {
          status: 403,
          body: {
            type: 'danger',
            message:
              'Sessão expirada ou requisição inválida. Recarregue a página e tente novamente.',
          },
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Efeitos sonoros' }, PAGE_LOAD),
    );
    expect(
      await screen.findByText(
        'Sessão expirada ou requisição inválida. Recarregue a página e tente novamente.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Efeitos sonoros' })).not.toBeChecked(),
    );
  });

  it('accepts the academic honesty policy', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ isHonest: false }),
      routes: {
        'PUT /update-my-honesty': success(
          'Obrigado por aceitar a política de honestidade acadêmica.',
        ),
      },
    });
    await screen.findByRole('heading', { name: 'Honestidade acadêmica' }, PAGE_LOAD);
    await userEvent.click(
      sectionOf('Honestidade acadêmica').getByRole('button', { name: 'Concordo' }),
    );
    expect(
      await screen.findByText('Obrigado por aceitar a política de honestidade acadêmica.'),
    ).toBeInTheDocument();
    expect(
      sectionOf('Honestidade acadêmica').getByText(
        'Você aceitou a política de honestidade acadêmica.',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/update-my-honesty')).toEqual({ isHonest: true });
  });
});
