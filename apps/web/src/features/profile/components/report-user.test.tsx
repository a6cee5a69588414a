import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */
const PROFILE = { body: { username: 'bruno-lima', isLocked: true } };

const reportCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === '/user/report-user' && init?.method === 'POST',
  );

const openReportForm = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Denunciar perfil' }, PAGE_LOAD));
  const dialog = screen.getByRole('dialog', { name: 'Denunciar o perfil de bruno-lima' });
  return { user, dialog: within(dialog) };
};

describe('reporting a public profile', () => {
  it('offers no report button to a visitor', async () => {
    renderApp({
      path: '/user/bruno-lima',
      routes: { 'GET /api/users/get-public-profile': PROFILE },
    });
    expect(await screen.findByText('Este perfil é privado.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Denunciar perfil' })).not.toBeInTheDocument();
  });

  it('offers no report button on one’s own profile', async () => {
    renderApp({
      path: '/user/bruno-lima',
      user: createSessionUser({ username: 'bruno-lima' }),
      routes: { 'GET /api/users/get-public-profile': PROFILE },
    });
    expect(await screen.findByText('Este perfil é privado.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Denunciar perfil' })).not.toBeInTheDocument();
  });

  it('asks for a description before sending anything', async () => {
    const { fetchMock } = renderApp({
      path: '/user/bruno-lima',
      user: createSessionUser({ username: 'ana-souza' }),
      routes: { 'GET /api/users/get-public-profile': PROFILE },
    });
    const { user, dialog } = await openReportForm();
    await user.type(dialog.getByLabelText('O que aconteceu?'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Enviar denúncia' }));
    expect(dialog.getByText('Conte o que aconteceu.')).toBeVisible();
    expect(dialog.getByLabelText('O que aconteceu?')).toHaveFocus();
    expect(reportCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the report, shows report-sent and goes to /learn', async () => {
    const { fetchMock } = renderApp({
      path: '/user/bruno-lima',
      user: createSessionUser({ username: 'ana-souza' }),
      routes: {
        'GET /api/users/get-public-profile': PROFILE,
        'POST /user/report-user': {
          body: {
            type: 'success',
            message: 'Sua denúncia foi enviada à equipe.',
            redirect: '/learn',
          },
        },
      },
    });
    const { user, dialog } = await openReportForm();
    await user.type(dialog.getByLabelText('O que aconteceu?'), ' Perfil com links de golpe. ');
    expect(dialog.getByText('28 de 2000 caracteres')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByText('Sua denúncia foi enviada à equipe.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/learn$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = reportCalls(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'bruno-lima',
      reportDescription: 'Perfil com links de golpe.',
    });
  });

  it('keeps the form open with the API message when the report fails', async () => {
    renderApp({
      path: '/user/bruno-lima',
      user: createSessionUser({ username: 'ana-souza' }),
      routes: {
        'GET /api/users/get-public-profile': PROFILE,
        'POST /user/report-user': {
          status: 429,
          body: {
            type: 'danger',
            message: 'Você enviou muitas denúncias. Aguarde um pouco e tente novamente.',
          },
        },
      },
    });
    const { user, dialog } = await openReportForm();
    await user.type(dialog.getByLabelText('O que aconteceu?'), 'Spam.');
    await user.click(dialog.getByRole('button', { name: 'Enviar denúncia' }));
    expect(
      await screen.findByText('Você enviou muitas denúncias. Aguarde um pouco e tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/bruno-lima$/);
  });
});
