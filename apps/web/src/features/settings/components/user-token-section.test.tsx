import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */
const TOKEN = '3f1d8c2a-5b6e-4f70-8a9b-0c1d2e3f4a5b';
const NEW_TOKEN = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

const openSection = async () => {
  const heading = await screen.findByRole('heading', { name: 'Token de usuário' }, PAGE_LOAD);
  const section = heading.closest('section');
  if (!section) throw new Error('seção Token de usuário não encontrada');
  return within(section);
};

const callsTo = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === '/user/user-token' && init?.method === method,
  );

describe('settings user token section', () => {
  it('explains the token and creates one', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ userToken: null }),
      routes: { 'POST /user/user-token': { body: { userToken: TOKEN } } },
    });
    const section = await openSection();
    expect(section.getByText(/identifica você em ferramentas externas de prática/)).toBeVisible();
    expect(section.getByText('Você ainda não tem um token de usuário.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Criar token' }));
    expect(await section.findByLabelText('Seu token')).toHaveValue(TOKEN);
    expect(await screen.findByText('Token de usuário criado.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST')).toHaveLength(1);
  });

  it('replaces the token with a new one', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/settings',
      user: createSessionUser({ userToken: TOKEN }),
      routes: { 'POST /user/user-token': { body: { userToken: NEW_TOKEN } } },
    });
    const section = await openSection();
    await user.click(section.getByRole('button', { name: 'Gerar um novo token' }));
    await waitFor(() => expect(section.getByLabelText('Seu token')).toHaveValue(NEW_TOKEN));
  });

  it('copies the token and shows the copied-code flash', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/settings', user: createSessionUser({ userToken: TOKEN }) });
    const section = await openSection();
    await user.click(section.getByRole('button', { name: 'Copiar token' }));
    expect(await screen.findByText('Copiado para a área de transferência.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
  });

  it('selects the token for a manual copy when the clipboard is refused', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/settings', user: createSessionUser({ userToken: TOKEN }) });
    const section = await openSection();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('negado'));
    await user.click(section.getByRole('button', { name: 'Copiar token' }));
    expect(await screen.findByText(/Não foi possível copiar automaticamente/)).toBeInTheDocument();
    const input = section.getByLabelText<HTMLInputElement>('Seu token');
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(TOKEN.length);
  });

  it('asks before deleting; cancelling keeps the token', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ userToken: TOKEN }),
    });
    const section = await openSection();
    await user.click(section.getByRole('button', { name: 'Excluir token' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir o token de usuário?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(section.getByLabelText('Seu token')).toHaveValue(TOKEN);
    expect(callsTo(fetchMock, 'DELETE')).toHaveLength(0);
  });

  it('deletes the token, shows token-deleted and goes to /learn', async () => {
    const user = userEvent.setup();
    const { fetchMock, queryClient } = renderApp({
      path: '/settings',
      user: createSessionUser({ userToken: TOKEN }),
      routes: {
        'DELETE /user/user-token': {
          body: {
            type: 'success',
            message: 'Seu token de usuário foi excluído.',
            redirect: '/learn',
          },
        },
      },
    });
    const section = await openSection();
    await user.click(section.getByRole('button', { name: 'Excluir token' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir o token de usuário?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    expect(await screen.findByText('Seu token de usuário foi excluído.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/learn$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE')).toHaveLength(1);
    expect(
      queryClient.getQueryData<{ userToken: string | null }>(['session-user'])?.userToken,
    ).toBeNull();
  });

  it('shows the delete-token-err flash and stays when there is no token to delete', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/settings',
      user: createSessionUser({ userToken: TOKEN }),
      routes: {
        'DELETE /user/user-token': {
          status: 404,
          body: { type: 'danger', message: 'Não encontramos um token de usuário para excluir.' },
        },
      },
    });
    const section = await openSection();
    await user.click(section.getByRole('button', { name: 'Excluir token' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sim, excluir' }),
    );
    expect(
      await screen.findByText('Não encontramos um token de usuário para excluir.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/);
  });
});
