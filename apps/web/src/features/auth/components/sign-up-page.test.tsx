import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_REDIRECT_DELAY_MS } from '@escola/domain/constants';
import { sessionUserBody } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD_TIMEOUT_MS } from '../../../test/page-load';

const SUCCESS = {
  type: 'success',
  message: 'Conta criada! Enviamos um link para confirmar o seu e-mail.',
  redirect: '/email-sign-up',
};

describe('sign-up page', () => {
  it('shows Portuguese errors for empty, invalid and short fields, without calling the API', async () => {
    const { fetchMock } = renderApp({ path: '/sign-up' });
    await userEvent.click(await screen.findByRole('button', { name: 'Criar conta' }));
    expect(screen.getByText('Informe seu nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.type(screen.getByLabelText('Senha'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([path]) => path === '/signup-local')).toBe(false);
  });

  it('posts the account, shows the flash and moves to /email-sign-up after 2 s', async () => {
    const user = createSessionUser({ name: 'Ana Souza' });
    let signedUp = false;
    const { fetchMock } = renderApp({
      path: '/sign-up',
      routes: {
        'POST /signup-local': () => {
          signedUp = true;
          return { body: SUCCESS };
        },
        'GET /user/get-session-user': () => ({ body: sessionUserBody(signedUp ? user : null) }),
      },
    });
    await userEvent.type(await screen.findByLabelText('Nome'), '  Ana Souza ');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@escola.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'senha-boa-123');
    const startedAt = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText(SUCCESS.message)).toBeInTheDocument();
    expect(await screen.findByText('Conta criada. Redirecionando…')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-up');
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/email-sign-up'),
      { timeout: SIGN_UP_REDIRECT_DELAY_MS + PAGE_LOAD_TIMEOUT_MS },
    );
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SIGN_UP_REDIRECT_DELAY_MS - 50);
    const call = fetchMock.mock.calls.find(([path]) => path === '/signup-local');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ana Souza',
      email: 'ana@escola.dev',
      password: 'senha-boa-123',
    });
  });

  it('shows the API error as a flash and stays on the form', async () => {
    const message = 'Já existe uma conta com este e-mail. Entre ou recupere sua senha.';
    renderApp({
      path: '/sign-up',
      routes: { 'POST /signup-local': { status: 409, body: { type: 'danger', message } } },
    });
    await userEvent.type(await screen.findByLabelText('Nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@escola.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'senha-boa-123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-up');
  });

  it('sends a signed-in learner to /learn', async () => {
    renderApp({ path: '/sign-up', user: createSessionUser() });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/learn'));
  });
});
