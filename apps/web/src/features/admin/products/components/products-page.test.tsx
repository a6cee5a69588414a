import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '@escola/contracts/get-products';
import { PAGE_LOAD } from '../../../../test/page-load';
import { renderApp } from '../../../../test/render-app';
import { createSessionUser } from '../../../../test/session-user-fixture';

const LIST = 'GET /api/products';
const SYNC = 'POST /api/product/sync-sgn';
const LINK = 'POST /api/product/link-product';
const admin = createSessionUser({ type: 'admin' });

const product = (overrides: Partial<Product>): Product => ({
  id: '7f1c1c1e-0000-4000-8000-0000000000a1',
  externalId: 'formacao-completa',
  title: 'Formação completa',
  priceCents: 49_700,
  active: true,
  linked: false,
  syncedAt: '2026-03-02T15:30:00.000Z',
  ...overrides,
});
const complete = product({});
const react = product({
  id: '7f1c1c1e-0000-4000-8000-0000000000a2',
  externalId: 'trilha-react',
  title: 'Trilha React',
  priceCents: 19_790,
  linked: true,
});
const jquery = product({
  id: '7f1c1c1e-0000-4000-8000-0000000000a3',
  externalId: 'curso-jquery',
  title: 'Curso de jQuery',
  priceCents: 9_700,
  active: false,
});
const listed = { products: [complete, react, jquery], lastSyncedAt: complete.syncedAt };

const table = () =>
  screen.findByRole('table', { name: 'Produtos do sistema de vendas' }, PAGE_LOAD);
/** The rows once the list has loaded (header row first). */
const loadedRows = async () => {
  const found = await table();
  await within(found).findByText('Formação completa', undefined, PAGE_LOAD);
  return within(found).getAllByRole('row');
};

describe('/admin/products', () => {
  it('lists title, price in reais, status and which product is linked', async () => {
    renderApp({ path: '/admin/products', user: admin, routes: { [LIST]: { body: listed } } });
    const rows = await loadedRows();
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(/Formação completa.*R\$\s497,00.*Ativo.*Vincular/);
    expect(rows[2]).toHaveTextContent(/Trilha React.*R\$\s197,90.*Ativo.*Vinculado/);
    expect(rows[3]).toHaveTextContent(/Curso de jQuery.*R\$\s97,00.*Inativo/);
    expect(
      within(rows[3] as HTMLElement).getByRole('button', {
        name: 'Vincular o produto Curso de jQuery',
      }),
    ).toBeDisabled();
    expect(screen.getByText('Produto vinculado: Trilha React')).toBeInTheDocument();
    expect(screen.getByText('Última sincronização: 02/03/2026, 12:30')).toBeInTheDocument();
  });

  it('says how to start when nothing was synced yet', async () => {
    renderApp({
      path: '/admin/products',
      user: admin,
      routes: { [LIST]: { body: { products: [], lastSyncedAt: null } } },
    });
    expect(
      await screen.findByText(
        'Nenhum produto ainda. Use "Sincronizar produtos" para trazê-los do sistema de vendas.',
        undefined,
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Os produtos ainda não foram sincronizados.')).toBeInTheDocument();
  });

  it("shows 'Falha ao buscar produtos' when the list cannot be read", async () => {
    renderApp({
      path: '/admin/products',
      user: admin,
      routes: { [LIST]: { status: 500, body: { type: 'danger', message: 'Erro' } } },
    });
    expect(
      await screen.findAllByText('Falha ao buscar produtos', undefined, PAGE_LOAD),
    ).not.toHaveLength(0);
  });

  it('syncs with the button, which says it is working meanwhile', async () => {
    let release: () => void = () => undefined;
    const synced = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = renderApp({
      path: '/admin/products',
      user: admin,
      routes: {
        [LIST]: { body: { products: [], lastSyncedAt: null } },
        [SYNC]: () => ({
          body: {
            type: 'success',
            message: '3 produtos sincronizados.',
            synced: 3,
            created: 3,
            deactivated: 0,
            ...listed,
          },
        }),
      },
    });
    await table();
    fetchMock.mockImplementationOnce(async (...args) => {
      await synced;
      return (fetchMock.getMockImplementation() as typeof fetch)(...args);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar produtos' }));
    expect(await screen.findByRole('button', { name: 'Sincronizando…' })).toBeDisabled();
    release();
    expect(await screen.findByText('3 produtos sincronizados.')).toBeInTheDocument();
    expect(await screen.findByText('Produto vinculado: Trilha React')).toBeInTheDocument();
  });

  it("shows 'Falha ao sincronizar produtos' when the sales system fails", async () => {
    renderApp({
      path: '/admin/products',
      user: admin,
      routes: {
        [LIST]: { body: listed },
        [SYNC]: { status: 502, body: { type: 'danger', message: 'Falha ao sincronizar produtos' } },
      },
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar produtos' }));
    expect(await screen.findByText('Falha ao sincronizar produtos')).toBeInTheDocument();
  });

  it('links a product after confirming, then syncs that product again 1 s later', async () => {
    const calls: { request: string; at: number }[] = [];
    renderApp({
      path: '/admin/products',
      user: admin,
      routes: {
        [LIST]: { body: listed },
        [LINK]: (init) => {
          calls.push({ request: `link ${String(init.body)}`, at: Date.now() });
          return {
            body: {
              type: 'success',
              message: 'Produto "Formação completa" vinculado.',
              product: { ...complete, linked: true },
            },
          };
        },
        [SYNC]: (init) => {
          calls.push({ request: `sync ${String(init.body)}`, at: Date.now() });
          return {
            body: {
              type: 'success',
              message: '1 produto sincronizado.',
              synced: 1,
              created: 0,
              deactivated: 0,
              ...listed,
            },
          };
        },
      },
    });
    await loadedRows();
    await userEvent.click(
      screen.getByRole('button', { name: 'Vincular o produto Formação completa' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Vincular o produto Formação completa?',
    });
    expect(dialog).toHaveTextContent('O produto vinculado hoje, Trilha React, deixará de ser.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vincular produto' }));
    expect(await screen.findByText('Produto "Formação completa" vinculado.')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 3_000 });
    expect(calls.map((call) => call.request)).toEqual([
      `link {"productId":"${complete.id}"}`,
      `sync {"productId":"${complete.id}"}`,
    ]);
    const [linked, synced] = calls.map((call) => call.at);
    expect((synced ?? 0) - (linked ?? 0)).toBeGreaterThanOrEqual(990);
  });

  it("shows 'Falha ao atualizar o produto vinculado' with the server's reason when a link is refused", async () => {
    renderApp({
      path: '/admin/products',
      user: admin,
      routes: {
        [LIST]: { body: listed },
        [LINK]: { status: 404, body: { type: 'danger', message: 'Produto não encontrado.' } },
      },
    });
    await loadedRows();
    await userEvent.click(
      screen.getByRole('button', { name: 'Vincular o produto Formação completa' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Vincular produto' }));
    expect(
      await screen.findByText('Falha ao atualizar o produto vinculado: Produto não encontrado.'),
    ).toBeInTheDocument();
  });

  it('keeps support out of the page', async () => {
    renderApp({ path: '/admin/products', user: createSessionUser({ type: 'support' }) });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/enrollment-users'),
    );
  });
});
