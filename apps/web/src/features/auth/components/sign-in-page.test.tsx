import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionUserBody } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';

describe('sign-in page', () => {
  it('shows Portuguese errors for empty and invalid fields, without calling the API', async () => {
    const { fetchMock } = renderApp({ path: '/sign-in' });
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([path]) => path === '/signin-local')).toBe(false);
  });

  it('posts the credentials, refetches the user and lands on /learn with the first name', async () => {
    const user = createSessionUser({ name: 'Ana Souza', points: 70 });
    let signedIn = false;
    const { fetchMock } = renderApp({
      path: '/sign-in',
      routes: {
        'POST /signin-local': () => {
          signedIn = true;
          return { body: { type: 'success', message: 'Bem-vindo(a) de volta!' } };
        },
        'GET /user/get-session-user': () => ({ body: sessionUserBody(signedIn ? user : null) }),
      },
    });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@demo.escola.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/learn'));
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Ana')).toBeInTheDocument();
    expect(within(header).getByText('70 pontos')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => path === '/signin-local');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ana@demo.escola.dev',
      password: 'demo12345',
    });
    expect(screen.getByText('Bem-vindo(a) de volta!')).toBeInTheDocument();
  });

  it('shows the API error as a flash and stays on the form', async () => {
    renderApp({
      path: '/sign-in',
      routes: {
        'POST /signin-local': {
          status: 401,
          body: { type: 'danger', message: 'E-mail ou senha incorretos.' },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@demo.escola.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    // In the toast, and next to the form, which it describes, until a field is edited.
    expect(await screen.findAllByText('E-mail ou senha incorretos.')).toHaveLength(2);
    const form = screen.getByRole('button', { name: 'Entrar' }).closest('form');
    if (!form) throw new Error('O botão Entrar deveria estar no formulário.');
    expect(form).toHaveAccessibleDescription('E-mail ou senha incorretos.');
    expect(within(form).getByText('E-mail ou senha incorretos.')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
    await userEvent.type(screen.getByLabelText('Senha'), 'x');
    expect(within(form).queryByText('E-mail ou senha incorretos.')).not.toBeInTheDocument();
    expect(form).not.toHaveAttribute('aria-describedby');
  });
});
