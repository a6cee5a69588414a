import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'r'.repeat(43);
const PATH = `/recovery-password?token=${TOKEN}`;

describe('recovery-password page', () => {
  it('checks the length and that both passwords match before calling the API', async () => {
    const { fetchMock } = renderApp({ path: PATH });
    await userEvent.type(await screen.findByLabelText('Nova senha'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Nova senha'), '8');
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'outra-coisa');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByText('As senhas não são iguais.')).toBeInTheDocument();
    expect(screen.getByLabelText('Repita a nova senha')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([path]) => path === '/recovery-password')).toBe(false);
  });

  it('sends the token and the new password, then goes to /sign-in with the flash', async () => {
    const message = 'Senha alterada. Entre com a nova senha.';
    const { fetchMock } = renderApp({
      path: PATH,
      routes: {
        'PUT /recovery-password': { body: { type: 'success', message, redirect: '/sign-in' } },
      },
    });
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'nova-senha-456');
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'nova-senha-456');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => path === '/recovery-password');
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: TOKEN,
      password: 'nova-senha-456',
    });
  });

  it('shows the API message for a used or expired link and stays', async () => {
    const message = 'Este link de recuperação é inválido, expirou ou já foi usado. Peça um novo.';
    renderApp({
      path: PATH,
      routes: { 'PUT /recovery-password': { status: 400, body: { type: 'danger', message } } },
    });
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'nova-senha-456');
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'nova-senha-456');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/recovery-password');
  });

  it('explains a link without token instead of showing the form', async () => {
    renderApp({ path: '/recovery-password' });
    expect(
      await screen.findByText(
        'Este link não tem o código de recuperação. Abra o link completo enviado para o seu e-mail ou peça outro.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  });
});
