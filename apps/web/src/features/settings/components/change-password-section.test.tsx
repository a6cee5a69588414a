import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

const passwordSection = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Senha' }, PAGE_LOAD)).closest(
    'section',
  ) as HTMLElement;

const fill = async (section: HTMLElement, values: [label: string, value: string][]) => {
  for (const [label, value] of values) {
    await userEvent.type(within(section).getByLabelText(label), value);
  }
  await userEvent.click(within(section).getByRole('button', { name: 'Trocar senha' }));
};

describe('settings: password change section', () => {
  it('checks the fields before calling the API', async () => {
    const { fetchMock } = renderApp({ path: '/settings', user: createSessionUser() });
    const section = await passwordSection();
    await fill(section, [['Nova senha', '1234567']]);
    expect(within(section).getByText('Informe sua senha atual.')).toBeInTheDocument();
    expect(
      within(section).getByText('A senha deve ter pelo menos 8 caracteres.'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Senha atual')).toHaveFocus();

    await fill(section, [
      ['Senha atual', 'atual-123'],
      ['Nova senha', '8'],
      ['Repita a nova senha', 'diferente'],
    ]);
    expect(within(section).getByText('As senhas não são iguais.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/change-password')).toBe(false);
  });

  it('sends both passwords, shows the success flash and clears the form', async () => {
    const message = 'Senha alterada. As outras sessões da sua conta foram encerradas.';
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: { 'PUT /change-password': { body: { type: 'success', message } } },
    });
    const section = await passwordSection();
    await fill(section, [
      ['Senha atual', 'atual-123'],
      ['Nova senha', 'nova-senha-456'],
      ['Repita a nova senha', 'nova-senha-456'],
    ]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => path === '/change-password');
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'atual-123',
      newPassword: 'nova-senha-456',
    });
    expect(within(section).getByLabelText('Senha atual')).toHaveValue('');
  });

  it('shows the warning for a wrong current password and keeps the form', async () => {
    const message = 'A senha atual está incorreta. Tente novamente.';
    renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: {
        'PUT /change-password': { status: 400, body: { type: 'warning', message } },
      },
    });
    const section = await passwordSection();
    await fill(section, [
      ['Senha atual', 'errada-123'],
      ['Nova senha', 'nova-senha-456'],
      ['Repita a nova senha', 'nova-senha-456'],
    ]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(section).getByLabelText('Nova senha')).toHaveValue('nova-senha-456');
  });
});
