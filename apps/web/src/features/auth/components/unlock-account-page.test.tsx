import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UNLOCK_REDIRECT_DELAY_MS } from '@escola/domain/inactivity';
import { sessionUserBody } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */
const UNLOCK = 'POST /api/users/unlock-user-account';

const bodyOf = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) => {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/users/unlock-user-account');
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

describe('unlock-account page', () => {
  it('explains the block, checks the e-mail before calling the API', async () => {
    const { fetchMock } = renderApp({ path: '/unlock-account' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Desbloquear conta' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByText(/sem acesso por mais de 180 dias/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear conta' }));
    expect(screen.getByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(bodyOf(fetchMock)).toBeUndefined();
  });

  it('unlocks with e-mail and password, then lands on /learn signed in', async () => {
    const user = createSessionUser({ name: 'Ana Souza' });
    let unlocked = false;
    const { fetchMock } = renderApp({
      path: '/unlock-account',
      routes: {
        [UNLOCK]: () => {
          unlocked = true;
          return {
            body: {
              type: 'success',
              message: 'Conta desbloqueada. Bem-vindo(a) de volta!',
              redirect: '/learn',
            },
          };
        },
        'GET /user/get-session-user': () => ({ body: sessionUserBody(unlocked ? user : null) }),
      },
    });
    await userEvent.type(await screen.findByLabelText('E-mail', {}, PAGE_LOAD), 'ana@demo.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear conta' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/learn'));
    expect(screen.getByText('Conta desbloqueada. Bem-vindo(a) de volta!')).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByText('Ana')).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({ email: 'ana@demo.dev', password: 'demo12345' });
  });

  it('shows the API answer and stays on the page when the password is left empty', async () => {
    const { fetchMock } = renderApp({
      path: '/unlock-account',
      routes: {
        [UNLOCK]: {
          status: 400,
          body: {
            type: 'info',
            message:
              'Sem senha, o desbloqueio é feito com o Google: use o botão "Entrar com Google".',
          },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('E-mail', {}, PAGE_LOAD), 'ana@demo.dev');
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear conta' }));
    expect(await screen.findByText(/o desbloqueio é feito com o Google/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/unlock-account');
    expect(bodyOf(fetchMock)).toEqual({ email: 'ana@demo.dev', password: '' });
  });

  it('sends a signed-in user on to /learn', async () => {
    renderApp({ path: '/unlock-account', user: createSessionUser() });
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/learn'),
      PAGE_LOAD,
    );
  });
});

describe('sign-in of an account blocked by inactivity', () => {
  it('shows the warning, then goes to /unlock-account without a session', async () => {
    renderApp({
      path: '/sign-in',
      routes: {
        'POST /signin-local': {
          status: 403,
          body: {
            type: 'warning',
            message: 'Usuário bloqueado por inatividade. Redirecionando para desbloqueio.',
            redirect: '/unlock-account',
          },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('E-mail', {}, PAGE_LOAD), 'ana@demo.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'demo12345');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText(
        'Usuário bloqueado por inatividade. Redirecionando para desbloqueio.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
    await act(async () => vi.advanceTimersByTime(UNLOCK_REDIRECT_DELAY_MS));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/unlock-account'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Desbloquear conta' }, PAGE_LOAD),
    ).toBeVisible();
  });
});
