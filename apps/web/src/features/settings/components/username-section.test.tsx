import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USERNAME_VALIDATION_DEBOUNCE_MS } from '@escola/domain/constants';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */

const existsCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/users/exists'));

const openUsername = async () => {
  const heading = await screen.findByRole('heading', { name: 'Nome de usuário' }, PAGE_LOAD);
  const section = heading.closest('section');
  if (!section) throw new Error('seção Nome de usuário não encontrada');
  return within(section);
};

describe('settings username section', () => {
  afterEach(() => vi.useRealTimers());

  it('checks availability 2 s after the last keystroke, then saves the new username', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ username: 'ana-souza' }),
      routes: {
        'GET /api/users/exists': { body: { exists: false } },
        'PUT /update-my-username': {
          body: { type: 'success', message: 'Nome de usuário atualizado.' },
        },
      },
    });
    const section = await openUsername();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(section.getByLabelText('Nome de usuário'));
    await user.type(section.getByLabelText('Nome de usuário'), 'Ana-Dev');
    expect(section.getByRole('status')).toHaveTextContent('Verificando se o nome está disponível…');
    expect(section.getByRole('button', { name: 'Salvar nome de usuário' })).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(USERNAME_VALIDATION_DEBOUNCE_MS - 100));
    expect(existsCalls(fetchMock)).toEqual([]);
    await act(async () => vi.advanceTimersByTime(200));
    expect(existsCalls(fetchMock)).toEqual(['/api/users/exists?username=ana-dev']);
    expect(await section.findByText('Nome de usuário disponível.')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Salvar nome de usuário' }));
    expect(await screen.findByText('Nome de usuário atualizado.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/update-my-username');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ username: 'ana-dev' });
  });

  it('says a taken username is taken and keeps saving disabled', async () => {
    renderApp({
      path: '/settings',
      user: createSessionUser({ username: 'ana-souza' }),
      routes: { 'GET /api/users/exists': { body: { exists: true } } },
    });
    const section = await openUsername();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(section.getByLabelText('Nome de usuário'), '2');
    await act(async () => vi.advanceTimersByTime(USERNAME_VALIDATION_DEBOUNCE_MS));
    expect(
      await section.findByText('Este nome de usuário já está em uso. Escolha outro.'),
    ).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Salvar nome de usuário' })).toBeDisabled();
  });

  it('explains an invalid username at once, without calling the API', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ username: 'ana-souza' }),
    });
    const section = await openUsername();
    await userEvent.clear(section.getByLabelText('Nome de usuário'));
    await userEvent.type(section.getByLabelText('Nome de usuário'), 'ana souza');
    expect(section.getByRole('status')).toHaveTextContent(
      'Use apenas letras minúsculas sem acento, números e hífen.',
    );
    await userEvent.clear(section.getByLabelText('Nome de usuário'));
    expect(section.getByRole('status')).toHaveTextContent('Informe um nome de usuário.');
    expect(section.getByLabelText('Nome de usuário')).toHaveAttribute('aria-invalid', 'true');
    expect(existsCalls(fetchMock)).toEqual([]);
  });
});
