import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';

const user = createSessionUser({ name: 'Ana Souza' });
const message = (id: string, title: string, readAt: string | null) => ({
  id,
  title,
  body: `Texto de ${title}`,
  createdAt: '2030-01-02T12:00:00.000Z',
  readAt,
});

describe('messages badge and dialog', () => {
  it('shows the unread count, and opening an unread message marks it read and lowers it', async () => {
    const { fetchMock } = renderApp({
      path: '/learn',
      user,
      routes: {
        'GET /api/messages/get-messages-for-user': {
          body: {
            messageList: [
              message('m-2', 'Aula extra', null),
              message('m-1', 'Boas-vindas', '2030-01-01T00:00:00.000Z'),
            ],
            messageListSize: 2,
            unreadCount: 1,
          },
        },
        'PUT /api/messages/mark-as-read': {
          body: { id: 'm-2', readAt: '2030-01-03T00:00:00.000Z', unreadCount: 0 },
        },
      },
    });
    const header = await screen.findByRole('banner');
    const button = await within(header).findByRole('button', {
      name: 'Abrir as mensagens: 1 não lida',
    });
    expect(within(button).getByText('1')).toBeInTheDocument();
    const forUserCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('get-messages-for-user'));
    expect(String(forUserCalls()[0]?.[0])).toContain(`userId=${user.id}`);

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Mensagens' });
    expect(await within(dialog).findByText('1 mensagem não lida.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Aula extra/ }));
    expect(within(dialog).getByText('Texto de Aula extra')).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByText('Nenhuma mensagem não lida.')).toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          String(input).endsWith('mark-as-read?messageId=m-2') && init?.method === 'PUT',
      ),
    ).toBe(true);
    // A read message opened again is not marked twice.
    await userEvent.click(within(dialog).getByRole('button', { name: /Boas-vindas/ }));
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).includes('mark-as-read')),
    ).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar as mensagens' }));
    expect(
      await within(header).findByRole('button', { name: 'Abrir as mensagens' }),
    ).toBeInTheDocument();
  });

  it('says when there are no messages', async () => {
    renderApp({ path: '/learn', user });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir as mensagens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagens' });
    expect(await within(dialog).findByText('Você ainda não tem mensagens.')).toBeInTheDocument();
  });

  it('offers to try again when the messages cannot be read', async () => {
    renderApp({
      path: '/learn',
      user,
      routes: {
        'GET /api/messages/get-messages-for-user': {
          status: 500,
          body: { type: 'danger', message: 'x' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir as mensagens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagens' });
    expect(
      await within(dialog).findByText('Não foi possível carregar as suas mensagens.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });

  it('shows no messages button to a visitor', async () => {
    renderApp({ path: '/learn' });
    const header = await screen.findByRole('banner');
    await within(header).findByRole('link', { name: 'Entrar' });
    expect(within(header).queryByRole('button', { name: /mensagens/ })).not.toBeInTheDocument();
  });
});
