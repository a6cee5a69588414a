import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const SENT_MESSAGE =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Ele vale por 1 hora.';

describe('forgot-password page', () => {
  it('checks the e-mail before calling the API', async () => {
    const { fetchMock } = renderApp({ path: '/forgot-password' });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar link' }));
    expect(screen.getByText('Informe seu e-mail.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([path]) => path === '/forgot-password')).toBe(false);
  });

  it('posts the e-mail and shows /sent-email-to-recovery with the flash', async () => {
    const { fetchMock } = renderApp({
      path: '/forgot-password',
      routes: {
        'POST /forgot-password': {
          body: { type: 'info', message: SENT_MESSAGE, redirect: '/sent-email-to-recovery' },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('E-mail'), ' ana@escola.dev ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/sent-email-to-recovery'),
    );
    expect(await screen.findByRole('heading', { name: 'E-mail enviado' })).toBeInTheDocument();
    expect(screen.getByText(SENT_MESSAGE)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => path === '/forgot-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'ana@escola.dev' });
    expect(screen.getByRole('link', { name: 'Pedir outro link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the 429 message and stays on the form', async () => {
    const message = 'Muitos pedidos de recuperação de senha. Aguarde um pouco e tente novamente.';
    renderApp({
      path: '/forgot-password',
      routes: { 'POST /forgot-password': { status: 429, body: { type: 'danger', message } } },
    });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@escola.dev');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });
});
