import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const THIS_ID = 'a'.repeat(24);
const PHONE_ID = 'b'.repeat(24);
const CURL_ID = 'c'.repeat(24);

const session = (id: string, userAgent: string | null, current = false) => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-22T11:30:00.000Z',
  userAgent,
  ip: '200.150.10.1',
  current,
});

const openSection = async () => {
  const heading = await screen.findByRole('heading', { name: 'Sessões ativas' }, PAGE_LOAD);
  const section = heading.closest('section');
  if (!section) throw new Error('seção Sessões ativas não encontrada');
  return within(section);
};

describe('settings: active sessions', () => {
  it('lists the sessions readably, this one marked and without "Encerrar"', async () => {
    renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: {
        'GET /user/sessions': {
          body: {
            sessions: [
              session(THIS_ID, FIREFOX_LINUX, true),
              session(PHONE_ID, CHROME_ANDROID),
              session(CURL_ID, 'curl/8.5.0'),
            ],
          },
        },
      },
    });
    const section = await openSection();
    const items = await section.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox no Linux');
    expect(items[0]).toHaveTextContent('Esta sessão');
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Chrome no Android');
    expect(items[1]).toHaveTextContent('IP: 200.150.10.1');
    expect(items[1]).toHaveTextContent(/Último acesso: 22\/11\/2026/);
    expect(items[2]).toHaveTextContent('Navegador desconhecido');
    expect(
      section.getByRole('button', { name: 'Encerrar a sessão Chrome no Android' }),
    ).toBeVisible();
  });

  it('ends one session and reads the list again', async () => {
    const user = userEvent.setup();
    let sessions = [session(THIS_ID, FIREFOX_LINUX, true), session(PHONE_ID, CHROME_ANDROID)];
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: {
        'GET /user/sessions': () => ({ body: { sessions } }),
        [`DELETE /user/sessions/${PHONE_ID}`]: () => {
          sessions = sessions.filter((item) => item.id !== PHONE_ID);
          return { body: { type: 'success', message: 'Sessão encerrada.' } };
        },
      },
    });
    const section = await openSection();
    await user.click(
      await section.findByRole('button', { name: 'Encerrar a sessão Chrome no Android' }),
    );
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(1));
    expect(section.getByText('Não há outras sessões abertas.')).toBeVisible();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === `/user/sessions/${PHONE_ID}` && init?.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });

  it('ends all the other sessions', async () => {
    const user = userEvent.setup();
    let sessions = [
      session(THIS_ID, FIREFOX_LINUX, true),
      session(PHONE_ID, CHROME_ANDROID),
      session(CURL_ID, null),
    ];
    renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: {
        'GET /user/sessions': () => ({ body: { sessions } }),
        'DELETE /user/sessions': () => {
          sessions = sessions.filter((item) => item.current);
          return { body: { type: 'success', message: '2 outras sessões foram encerradas.' } };
        },
      },
    });
    const section = await openSection();
    await user.click(
      await section.findByRole('button', { name: 'Encerrar todas as outras sessões' }),
    );
    expect(await screen.findByText('2 outras sessões foram encerradas.')).toBeInTheDocument();
    await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows the API flash when a session cannot be ended', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: {
        'GET /user/sessions': {
          body: { sessions: [session(THIS_ID, FIREFOX_LINUX, true), session(PHONE_ID, null)] },
        },
        [`DELETE /user/sessions/${PHONE_ID}`]: {
          status: 404,
          body: {
            type: 'danger',
            message: 'Sessão não encontrada. Ela pode já ter sido encerrada.',
          },
        },
      },
    });
    const section = await openSection();
    await user.click(
      await section.findByRole('button', { name: 'Encerrar a sessão Navegador desconhecido' }),
    );
    expect(
      await screen.findByText('Sessão não encontrada. Ela pode já ter sido encerrada.'),
    ).toBeInTheDocument();
  });

  it('explains a list that cannot be loaded', async () => {
    renderApp({
      path: '/settings',
      user: createSessionUser(),
      routes: { 'GET /user/sessions': 'network-error' },
    });
    const section = await openSection();
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as suas sessões.',
    );
    expect(section.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  });
});

describe('settings: data download', () => {
  it('links to the JSON export as a download', async () => {
    renderApp({ path: '/settings', user: createSessionUser({ username: 'ana-souza' }) });
    const heading = await screen.findByRole('heading', { name: 'Baixar meus dados' }, PAGE_LOAD);
    const section = within(heading.closest('section') as HTMLElement);
    expect(section.getByText(/Senhas e tokens não entram no arquivo/)).toBeVisible();
    const link = section.getByRole('link', { name: 'Baixar meus dados (JSON)' });
    expect(link).toHaveAttribute('href', '/account/export');
    expect(link).toHaveAttribute('download', 'escola-de-codigo-meus-dados-ana-souza.json');
  });
});
