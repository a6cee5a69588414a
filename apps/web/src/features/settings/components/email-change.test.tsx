import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_OUT_AFTER_CREDENTIALS_CHANGE_MS } from '@escola/domain/constants';
import { fullNavigation } from '../../../lib/full-navigation';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */

const callsTo = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));

const sectionOf = (title: string) => {
  const section = screen.getByRole('heading', { name: title }).closest('section');
  if (!section) throw new Error(`seção ${title} não encontrada`);
  return within(section);
};

describe('e-mail change (/update-email)', () => {
  it('checks the fields before calling the API', async () => {
    const { fetchMock } = renderApp({
      path: '/update-email',
      user: createSessionUser({ email: 'ana@demo.dev' }),
    });
    const submit = await screen.findByRole('button', { name: 'Trocar e-mail' }, PAGE_LOAD);
    await userEvent.click(submit);
    expect(screen.getByText('Informe o novo e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha atual.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Novo e-mail'), 'ANA@demo.dev');
    await userEvent.click(submit);
    expect(screen.getByText('Este já é o seu e-mail.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/check-password')).toEqual([]);
  });

  it('checks the password, changes the e-mail, says so and signs out 3 s later', async () => {
    const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    const { fetchMock } = renderApp({
      path: '/update-email',
      user: createSessionUser({ email: 'ana@demo.dev' }),
      routes: {
        'POST /check-password': { body: { type: 'success', message: 'Senha confirmada.' } },
        'PUT /update-my-email': {
          body: {
            type: 'success',
            message: 'E-mail alterado. Enviamos um link de confirmação para o novo endereço.',
          },
        },
      },
    });
    expect(await screen.findByText('Seu e-mail: ana@demo.dev.', {}, PAGE_LOAD)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Novo e-mail'), 'nova@demo.dev');
    await userEvent.type(screen.getByLabelText('Senha atual'), 'demo12345');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Trocar e-mail' }));

    expect(
      await screen.findByText(/^E-mail alterado\. .*sair da conta em 3 segundos/),
    ).toBeVisible();
    expect(callsTo(fetchMock, '/check-password')).toEqual([{ password: 'demo12345' }]);
    expect(callsTo(fetchMock, '/update-my-email')).toEqual([{ email: 'nova@demo.dev' }]);
    expect(screen.getByRole('button', { name: 'Saindo…' })).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(SIGN_OUT_AFTER_CREDENTIALS_CHANGE_MS));
    expect(assign).toHaveBeenCalledWith('/signout');
  });

  it('shows the warning of a wrong password and does not change the e-mail', async () => {
    const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    const { fetchMock } = renderApp({
      path: '/update-email',
      user: createSessionUser(),
      routes: {
        'POST /check-password': {
          status: 400,
          body: { type: 'warning', message: 'A senha atual está incorreta. Tente novamente.' },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('Novo e-mail', {}, PAGE_LOAD), 'n@demo.dev');
    await userEvent.type(screen.getByLabelText('Senha atual'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Trocar e-mail' }));
    expect(
      await screen.findByText('A senha atual está incorreta. Tente novamente.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/update-my-email')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Trocar e-mail' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the error of a taken address and stays signed in', async () => {
    const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    renderApp({
      path: '/update-email',
      user: createSessionUser(),
      routes: {
        'POST /check-password': { body: { type: 'success', message: 'Senha confirmada.' } },
        'PUT /update-my-email': {
          status: 409,
          body: { type: 'danger', message: 'Este e-mail já está em uso por outra conta.' },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('Novo e-mail', {}, PAGE_LOAD), 'n@demo.dev');
    await userEvent.type(screen.getByLabelText('Senha atual'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Trocar e-mail' }));
    expect(await screen.findByText('Este e-mail já está em uso por outra conta.')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks a Google-only account to create a password first', async () => {
    renderApp({ path: '/update-email', user: createSessionUser({ hasPassword: false }) });
    expect(
      await screen.findByText(
        /crie uma senha em Minha conta antes de trocar o e-mail/,
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Novo e-mail')).not.toBeInTheDocument();
  });
});

describe('settings: e-mail and password creation', () => {
  it('shows the address, sends the confirmation link again and links to /update-email', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ email: 'ana@demo.dev', emailVerified: false }),
      routes: {
        'POST /resend-verification-email': {
          body: {
            type: 'success',
            message: 'Enviamos um novo link de confirmação para o seu e-mail.',
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Minha conta' }, PAGE_LOAD);
    const section = sectionOf('E-mail');
    expect(section.getByText('Seu e-mail: ana@demo.dev.')).toBeVisible();
    expect(section.getByText('Ainda não confirmado.')).toBeVisible();
    expect(section.getByRole('link', { name: 'Trocar e-mail' })).toHaveAttribute(
      'href',
      '/update-email',
    );
    await userEvent.click(section.getByRole('button', { name: 'Enviar o link de novo' }));
    expect(
      await screen.findByText('Enviamos um novo link de confirmação para o seu e-mail.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, '/resend-verification-email')).toHaveLength(1);
    expect(section.getByRole('button', { name: 'Enviar o link de novo' })).toBeDisabled();
  });

  it('offers no resend for a confirmed address and "Trocar senha" for an account with a password', async () => {
    renderApp({ path: '/settings', user: createSessionUser({ emailVerified: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Minha conta' }, PAGE_LOAD);
    expect(sectionOf('E-mail').getByText('Confirmado.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar o link de novo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trocar senha' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Criar senha' })).not.toBeInTheDocument();
  });

  it('lets a Google-only account create a password, checks it, then signs out 3 s later', async () => {
    const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ hasPassword: false }),
      routes: {
        'PUT /create-password': {
          body: {
            type: 'success',
            message: 'Senha criada. As outras sessões da sua conta foram encerradas.',
          },
        },
        'POST /check-password': { body: { type: 'success', message: 'Senha confirmada.' } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Minha conta' }, PAGE_LOAD);
    expect(screen.queryByRole('button', { name: 'Trocar senha' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trocar e-mail' })).not.toBeInTheDocument();
    const section = sectionOf('Senha');
    await userEvent.type(section.getByLabelText('Nova senha'), 'curta');
    await userEvent.click(section.getByRole('button', { name: 'Criar senha' }));
    expect(section.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await userEvent.clear(section.getByLabelText('Nova senha'));
    await userEvent.type(section.getByLabelText('Nova senha'), 'nova-senha-123');
    await userEvent.type(section.getByLabelText('Repita a nova senha'), 'nova-senha-124');
    await userEvent.click(section.getByRole('button', { name: 'Criar senha' }));
    expect(section.getByText('As senhas não são iguais.')).toBeVisible();
    expect(callsTo(fetchMock, '/create-password')).toEqual([]);

    await userEvent.clear(section.getByLabelText('Repita a nova senha'));
    await userEvent.type(section.getByLabelText('Repita a nova senha'), 'nova-senha-123');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(section.getByRole('button', { name: 'Criar senha' }));
    expect(await screen.findByText(/^Senha criada\. .*3 segundos/)).toBeVisible();
    expect(callsTo(fetchMock, '/create-password')).toEqual([{ password: 'nova-senha-123' }]);
    expect(callsTo(fetchMock, '/check-password')).toEqual([{ password: 'nova-senha-123' }]);
    await act(async () => vi.advanceTimersByTime(SIGN_OUT_AFTER_CREDENTIALS_CHANGE_MS));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/signout'));
  });
});
