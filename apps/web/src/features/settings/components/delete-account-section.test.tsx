import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */
const NO_REQUEST = { message: '', requestedDelete: false, daysToDelete: null };
const pending = (days: number) => ({
  message: `Sua conta será excluída em ${days} dias.`,
  requestedDelete: true,
  daysToDelete: days,
});

const openSection = async () => {
  const heading = await screen.findByRole('heading', { name: 'Excluir conta' }, PAGE_LOAD);
  const section = heading.closest('section');
  if (!section) throw new Error('seção Excluir conta não encontrada');
  return within(section);
};

const callsTo = (
  fetchMock: ReturnType<typeof renderApp>['fetchMock'],
  method: string,
  path: string,
) => fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === method);

describe('settings: account deletion', () => {
  it('asks for the username before requesting, then shows the countdown on /settings', async () => {
    const user = userEvent.setup();
    let status: object = NO_REQUEST;
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ username: 'ana-souza' }),
      routes: {
        'GET /account/user-deleted': () => ({ body: status }),
        'DELETE /account/delete': () => {
          status = pending(30);
          return {
            body: {
              type: 'success',
              message: 'Pedido de exclusão registrado. Sua conta será excluída em 30 dias.',
            },
          };
        },
      },
    });
    const section = await openSection();
    expect(section.getByText(/A exclusão acontece 30 dias depois do pedido/)).toBeVisible();
    await user.click(await section.findByRole('button', { name: 'Excluir minha conta' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Excluir a sua conta?' }));
    const confirm = dialog.getByRole('button', { name: 'Sim, excluir minha conta' });
    expect(confirm).toBeDisabled();
    const input = dialog.getByLabelText('Para confirmar, digite o seu nome de usuário (ana-souza)');
    await user.type(input, 'ana-sou');
    expect(confirm).toBeDisabled();
    await user.type(input, 'za');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(
      await screen.findByText('Pedido de exclusão registrado. Sua conta será excluída em 30 dias.'),
    ).toBeInTheDocument();
    expect(await section.findByText('Sua conta será excluída em 30 dias.')).toBeVisible();
    expect(section.getByRole('button', { name: 'Cancelar exclusão' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/);
    expect(callsTo(fetchMock, 'DELETE', '/account/delete')).toHaveLength(1);
  });

  it('cancelling the modal requests nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({ path: '/settings', user: createSessionUser() });
    const section = await openSection();
    await user.click(await section.findByRole('button', { name: 'Excluir minha conta' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/account/delete')).toHaveLength(0);
  });

  it('shows a pending deletion with the days left and reverts it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: {
        'GET /account/user-deleted': { body: pending(12) },
        'POST /account/revert-delete': {
          body: { type: 'success', message: 'Exclusão cancelada. Sua conta continua ativa.' },
        },
      },
    });
    const section = await openSection();
    expect(await section.findByText('Sua conta será excluída em 12 dias.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Cancelar exclusão' }));
    expect(
      await screen.findByText('Exclusão cancelada. Sua conta continua ativa.'),
    ).toBeInTheDocument();
    expect(await section.findByRole('button', { name: 'Excluir minha conta' })).toBeVisible();
    expect(section.queryByText(/Sua conta será excluída em/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/account/revert-delete')).toHaveLength(1);
  });

  it('says "em 1 dia" on the last day', async () => {
    renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: { 'GET /account/user-deleted': { body: pending(1) } },
    });
    const section = await openSection();
    expect(await section.findByText('Sua conta será excluída em 1 dia.')).toBeVisible();
  });

  it('shows the spec message when the revert fails', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: {
        'GET /account/user-deleted': { body: pending(0) },
        'POST /account/revert-delete': {
          status: 400,
          body: { type: 'danger', message: 'Não há pedido de exclusão para cancelar.' },
        },
      },
    });
    const section = await openSection();
    expect(await section.findByText('Sua conta será excluída nas próximas horas.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Cancelar exclusão' }));
    expect(await screen.findByText('Erro ao reverter exclusão da conta!')).toBeInTheDocument();
  });

  it('shows the spec message when the status cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: {
        'GET /account/user-deleted': () =>
          fail
            ? { status: 500, body: { type: 'danger', message: 'Ocorreu um erro inesperado.' } }
            : { body: NO_REQUEST },
      },
    });
    const section = await openSection();
    const message = 'Erro ao verfíficar se conta foi solicitada a exclusão!';
    expect(await section.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    fail = false;
    await user.click(section.getByRole('button', { name: 'Tentar de novo' }));
    expect(await section.findByRole('button', { name: 'Excluir minha conta' })).toBeVisible();
  });

  it('tells staff why they cannot ask, without fetching the status', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ type: 'admin' }),
    });
    const section = await openSection();
    expect(section.getByText(/Contas da equipe não podem pedir a própria exclusão/)).toBeVisible();
    expect(section.queryByRole('button', { name: 'Excluir minha conta' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/account/user-deleted')).toBe(false);
  });

  it('shows the banner on other pages while a deletion is pending, and reverts from it', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/learn',
      user: createSessionUser(),
      routes: {
        'GET /account/user-deleted': { body: pending(5) },
        'POST /account/revert-delete': {
          body: { type: 'success', message: 'Exclusão cancelada. Sua conta continua ativa.' },
        },
      },
    });
    const banner = within(await screen.findByRole('region', { name: 'Excluir conta' }, PAGE_LOAD));
    expect(banner.getByText(/Sua conta será excluída em 5 dias\./)).toBeVisible();
    expect(banner.getByRole('link', { name: 'Ver em Minha conta' })).toHaveAttribute(
      'href',
      '/settings#excluir-conta',
    );
    await user.click(banner.getByRole('button', { name: 'Cancelar exclusão' }));
    expect(
      await screen.findByText('Exclusão cancelada. Sua conta continua ativa.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Excluir conta' })).not.toBeInTheDocument();
  });

  it('the banner link opens the section, scrolled into view', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    try {
      renderApp({
        path: '/learn',
        user: createSessionUser(),
        routes: { 'GET /account/user-deleted': { body: pending(5) } },
      });
      const banner = within(
        await screen.findByRole('region', { name: 'Excluir conta' }, PAGE_LOAD),
      );
      await user.click(banner.getByRole('link', { name: 'Ver em Minha conta' }));
      const section = await openSection();
      expect(await section.findByText('Sua conta será excluída em 5 dias.')).toBeVisible();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/);
      await waitFor(() => expect(scrolled.map((element) => element.id)).toContain('excluir-conta'));
      expect(screen.queryByRole('region', { name: 'Excluir conta' })).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('shows no banner to a learner without a request', async () => {
    const learner = createSessionUser();
    const { queryClient } = renderApp({ path: '/learn', user: learner });
    await waitFor(
      () =>
        expect(queryClient.getQueryState(['account-deletion-status', learner.id])?.status).toBe(
          'success',
        ),
      PAGE_LOAD,
    );
    expect(screen.queryByRole('region', { name: 'Excluir conta' })).not.toBeInTheDocument();
  });

  it('never asks for a visitor', async () => {
    const { fetchMock } = renderApp({ path: '/sign-in', user: null });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/user/get-session-user')).toBe(true),
    );
    expect(await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => url === '/account/user-deleted')).toBe(false);
  });
});
