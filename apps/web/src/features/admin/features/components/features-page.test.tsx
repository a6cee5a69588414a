import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_CONFIG, type GetFeaturesResponse } from '@escola/contracts/get-features';
import { PAGE_LOAD } from '../../../../test/page-load';
import { renderApp } from '../../../../test/render-app';
import { createSessionUser } from '../../../../test/session-user-fixture';

const READ = 'GET /api/features';
const SAVE = 'PUT /api/features';
const superUser = createSessionUser({ type: 'super' });
const defaults: GetFeaturesResponse = {
  config: DEFAULT_FEATURE_CONFIG,
  updatedAt: null,
  linkedProductTitle: null,
  tagManagerId: null,
};

const supportEmailField = () =>
  screen.findByRole('textbox', { name: 'E-mail de suporte' }, PAGE_LOAD);
const saveButton = () => screen.getByRole('button', { name: 'Salvar configuração' });
const savedBodies = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('/admin/features', () => {
  it('shows the defaults and saves super’s change with the answer', async () => {
    const user = userEvent.setup();
    const saved: GetFeaturesResponse = {
      config: { ...DEFAULT_FEATURE_CONFIG, supportEmail: 'ajuda@escola.dev', emailBatchSize: 20 },
      updatedAt: '2026-03-02T15:30:00.000Z',
      linkedProductTitle: null,
      tagManagerId: null,
    };
    const { fetchMock } = renderApp({
      path: '/admin/features',
      user: superUser,
      routes: {
        [READ]: { body: defaults },
        [SAVE]: { body: { type: 'success', message: 'Configuração salva.', features: saved } },
      },
    });
    const email = await supportEmailField();
    expect(email).toHaveValue('suporte@escola.dev');
    expect(
      screen.getByText('Valores padrão: a configuração ainda não foi salva.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mostrar o novo currículo' })).toBeChecked();

    await user.clear(email);
    await user.type(email, 'ajuda@escola.dev');
    const batch = screen.getByRole('textbox', { name: 'E-mails por lote' });
    await user.clear(batch);
    await user.type(batch, '20');
    await user.click(saveButton());

    expect(await screen.findByText('Configuração salva.')).toBeInTheDocument();
    expect(savedBodies(fetchMock)).toEqual([saved.config]);
    expect(
      await screen.findByText('Salva pela última vez em 02/03/2026, 12:30.'),
    ).toBeInTheDocument();
    expect(await supportEmailField()).toHaveValue('ajuda@escola.dev');
  });

  it('names each bad value in Portuguese and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      path: '/admin/features',
      user: superUser,
      routes: { [READ]: { body: defaults } },
    });
    const email = await supportEmailField();
    await user.clear(email);
    await user.type(email, 'sem-arroba');
    const pageSize = screen.getByRole('textbox', { name: 'Registros por relatório' });
    await user.clear(pageSize);
    await user.type(pageSize, 'muitos');
    await user.click(saveButton());

    expect(
      await screen.findByText('E-mail de suporte: informe um e-mail válido.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Registros por relatório: informe um número.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(savedBodies(fetchMock)).toEqual([]);
  });

  it('shows the server’s refusal beside the form', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/admin/features',
      user: superUser,
      routes: {
        [READ]: { body: defaults },
        [SAVE]: { status: 403, body: { type: 'danger', message: 'Você não tem permissão.' } },
      },
    });
    await supportEmailField();
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão.');
  });

  it('says so when the configuration cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderApp({
      path: '/admin/features',
      user: superUser,
      routes: {
        [READ]: () => {
          reads += 1;
          return reads <= 2
            ? { status: 500, body: { type: 'danger', message: 'x' } }
            : { body: defaults };
        },
      },
    });
    expect(
      await screen.findByText('Não foi possível carregar a configuração.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await supportEmailField()).toHaveValue('suporte@escola.dev');
  });

  it('shows super the linked product the unlock link searches for', async () => {
    renderApp({
      path: '/admin/features',
      user: superUser,
      routes: { [READ]: { body: { ...defaults, linkedProductTitle: 'Formação Full Stack' } } },
    });
    expect(
      await screen.findByText(
        /busca o produto vinculado: "Formação Full Stack"/,
        undefined,
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
  });
});
