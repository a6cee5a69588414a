// Issue 19: the products area against a fake sales system over real HTTP — the list, the sync
// (upsert, inactive when no longer listed, nothing deleted), the one linked product, the audit
// entries, bad inputs and who may call it.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS_PATH } from '@escola/contracts/get-products';
import { LINK_PRODUCT_PATH } from '@escola/contracts/post-product-link-product';
import { SYNC_PRODUCTS_PATH } from '@escola/contracts/post-product-sync-sgn';
import { auditLog } from '@escola/db/schema/audit-log';
import { products } from '@escola/db/schema/products';
import type { UserType } from '@escola/domain/users';
import { signedInAs } from '../class-groups/class-groups-test-helpers';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import {
  FAKE_SALES_SYSTEM_PRODUCTS,
  startTestSalesSystem,
  type TestSalesSystem,
} from '../../testing/start-test-sales-system';

describe('products and the sales-system sync', () => {
  let salesSystem: TestSalesSystem;
  let testApp: TestApp;
  let admin: Caller;

  beforeAll(async () => {
    salesSystem = await startTestSalesSystem();
    testApp = await buildTestApp({
      environment: {
        SALES_SYSTEM_URL: salesSystem.url,
        SALES_SYSTEM_TOKEN: 'token-do-sgn',
        SALES_SYSTEM_TIMEOUT_MS: '300',
      },
    });
    admin = await signedInAs({ testApp, type: 'admin' });
  });
  afterAll(async () => {
    await testApp.close();
    await salesSystem.close();
  });
  beforeEach(async () => {
    salesSystem.setBehaviour({ kind: 'products', products: FAKE_SALES_SYSTEM_PRODUCTS });
    await testApp.db.delete(products);
    await testApp.db.delete(auditLog);
  });

  const call = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    requestAs({ app: testApp.app, caller, method, url, payload });
  const sync = (payload: unknown = {}, caller = admin) =>
    call(caller, 'POST', SYNC_PRODUCTS_PATH, payload);
  const link = (payload: unknown, caller = admin) =>
    call(caller, 'POST', LINK_PRODUCT_PATH, payload);
  const list = (caller = admin) => call(caller, 'GET', PRODUCTS_PATH);

  const storedRows = () =>
    testApp.db
      .select({
        externalId: products.externalId,
        title: products.title,
        priceCents: products.priceCents,
        active: products.active,
        linked: products.linked,
      })
      .from(products)
      .orderBy(asc(products.externalId));
  const auditEntries = () =>
    testApp.db
      .select({
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetLabel: auditLog.targetLabel,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .orderBy(asc(auditLog.id));
  const idOf = async (externalId: string) => {
    const [row] = await testApp.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.externalId, externalId));
    if (!row) throw new Error(`produto ${externalId} não sincronizado`);
    return row.id;
  };

  it('lists nothing before the first sync', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ products: [], lastSyncedAt: null });
  });

  it('stores what the sales system lists, sending its token, active products first', async () => {
    const response = await sync();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      type: 'success',
      message: '3 produtos sincronizados.',
      synced: 3,
      created: 3,
      deactivated: 0,
    });
    expect(salesSystem.requests.at(-1)).toEqual({
      method: 'GET',
      authorization: 'Bearer token-do-sgn',
    });
    const listed = (await list()).json();
    expect(listed.products.map((product: { title: string }) => product.title)).toEqual([
      'Formação Escola de Código completa',
      'Trilha React',
      'Curso de jQuery (descontinuado)',
    ]);
    expect(listed.products[1]).toMatchObject({
      externalId: 'trilha-react',
      priceCents: 19_790,
      active: true,
      linked: false,
    });
    expect(listed.lastSyncedAt).toBe(listed.products[0].syncedAt);
    expect(await auditEntries()).toEqual([
      {
        action: 'product.sync',
        targetType: 'product',
        targetLabel: 'Sistema de vendas (SGN)',
        before: null,
        after: {
          count: 3,
          created: [
            'Formação Escola de Código completa',
            'Trilha React',
            'Curso de jQuery (descontinuado)',
          ],
          changed: [],
          deactivated: [],
        },
      },
    ]);
  });

  it('updates known products and marks the ones no longer listed inactive, deleting none', async () => {
    await sync();
    salesSystem.setBehaviour({
      kind: 'products',
      products: [
        { id: 'formacao-completa', title: 'Formação completa 2026', priceCents: 59_700 },
        { id: 'trilha-python', title: 'Trilha Python', priceCents: 14_900 },
      ],
    });
    const response = await sync();
    expect(response.json()).toMatchObject({ synced: 2, created: 1, deactivated: 1 });
    expect(await storedRows()).toEqual([
      {
        externalId: 'curso-jquery',
        title: 'Curso de jQuery (descontinuado)',
        priceCents: 9_700,
        active: false,
        linked: false,
      },
      {
        externalId: 'formacao-completa',
        title: 'Formação completa 2026',
        priceCents: 59_700,
        active: true,
        linked: false,
      },
      {
        externalId: 'trilha-python',
        title: 'Trilha Python',
        priceCents: 14_900,
        active: true,
        linked: false,
      },
      {
        externalId: 'trilha-react',
        title: 'Trilha React',
        priceCents: 19_790,
        active: false,
        linked: false,
      },
    ]);
    expect((await auditEntries()).at(-1)?.after).toEqual({
      count: 2,
      created: ['Trilha Python'],
      changed: ['Formação completa 2026'],
      deactivated: ['Trilha React'],
    });
  });

  it('links one product at a time and keeps the link through a sync', async () => {
    await sync();
    const first = await link({ productId: await idOf('trilha-react') });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      type: 'success',
      message: 'Produto "Trilha React" vinculado.',
      product: { externalId: 'trilha-react', linked: true },
    });
    const second = await link({ productId: await idOf('formacao-completa') });
    expect(second.statusCode).toBe(200);
    await sync();
    const linked = (await storedRows()).filter((row) => row.linked);
    expect(linked.map((row) => row.externalId)).toEqual(['formacao-completa']);
    const links = (await auditEntries()).filter((entry) => entry.action === 'product.link');
    expect(links.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { linkedProduct: null }, after: { linkedProduct: 'Trilha React' } },
      {
        before: { linkedProduct: 'Trilha React' },
        after: { linkedProduct: 'Formação Escola de Código completa' },
      },
    ]);
  });

  it('answers info and writes nothing when the product is already the linked one', async () => {
    await sync();
    const productId = await idOf('trilha-react');
    await link({ productId });
    const entries = (await auditEntries()).length;
    const again = await link({ productId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      type: 'info',
      message: 'O produto "Trilha React" já é o produto vinculado.',
    });
    expect(await auditEntries()).toHaveLength(entries);
  });

  it('keeps one linked product when two links race', async () => {
    await sync();
    const answers = await Promise.all([
      link({ productId: await idOf('trilha-react') }),
      link({ productId: await idOf('formacao-completa') }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await storedRows()).filter((row) => row.linked)).toHaveLength(1);
  });

  it('re-syncs only the linked product when given its id', async () => {
    await sync();
    const productId = await idOf('trilha-react');
    await link({ productId });
    salesSystem.setBehaviour({
      kind: 'products',
      products: [
        { id: 'trilha-react', title: 'Trilha React 19', priceCents: 21_000 },
        { id: 'trilha-nova', title: 'Trilha nova', priceCents: 1_000 },
      ],
    });
    const response = await sync({ productId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ synced: 1, created: 0, deactivated: 0 });
    const rows = await storedRows();
    expect(rows.map((row) => row.externalId)).not.toContain('trilha-nova');
    expect(rows.find((row) => row.externalId === 'trilha-react')).toMatchObject({
      title: 'Trilha React 19',
      priceCents: 21_000,
      linked: true,
    });
    // Still active: the single-product sync does not deactivate the others it did not ask about.
    expect(rows.find((row) => row.externalId === 'formacao-completa')?.active).toBe(true);
  });

  it('refuses to link an inactive product (409) and an unknown one (404), changing nothing', async () => {
    await sync();
    const inactive = await link({ productId: await idOf('curso-jquery') });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({
      type: 'danger',
      message:
        'Este produto não está à venda no sistema de vendas. Sincronize os produtos e escolha um produto ativo.',
    });
    const unknown = await link({ productId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'Produto não encontrado. Ele pode não existir mais: sincronize a lista.',
    );
    const unknownSync = await sync({ productId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownSync.statusCode).toBe(404);
    expect((await storedRows()).filter((row) => row.linked)).toEqual([]);
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(['product.sync']);
  });

  it.each([
    ['no product id', {}],
    ['a product id that is not a uuid', { productId: '../admin' }],
    ['a number', { productId: 42 }],
    ['an extra field', { productId: '00000000-0000-4000-8000-000000000000', linked: true }],
  ])('answers 400 in Portuguese to a link with %s', async (_label, payload) => {
    const response = await link(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('danger');
    expect(response.json().message).toMatch(/^Campo inválido|^Requisição inválida/);
  });

  it('answers 400 to a sync with a bad body and asks the sales system nothing', async () => {
    const asked = salesSystem.requests.length;
    expect((await sync({ productId: 'abc' })).statusCode).toBe(400);
    expect((await sync({ everything: true })).statusCode).toBe(400);
    expect(salesSystem.requests.length).toBe(asked);
  });

  it('answers 400 in Portuguese to a sync without a JSON body (the web always sends one)', async () => {
    const response = await call(admin, 'POST', SYNC_PRODUCTS_PATH);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: corpo da requisição/);
  });

  describe('who may call it', () => {
    const callers = {} as Record<UserType, Caller>;
    beforeAll(async () => {
      for (const type of ['student', 'support', 'admin', 'super'] as const) {
        callers[type] = await signedInAs({ testApp, type });
      }
    });

    it.each([
      ['GET', PRODUCTS_PATH],
      ['POST', SYNC_PRODUCTS_PATH],
      ['POST', LINK_PRODUCT_PATH],
    ] as const)(
      '%s %s: visitor 401; student and support 403; admin and super 2xx',
      async (method, url) => {
        await sync();
        const payload = url === LINK_PRODUCT_PATH ? { productId: await idOf('trilha-react') } : {};
        const statusOf = async (caller: Caller) =>
          (await call(caller, method, url, method === 'GET' ? undefined : payload)).statusCode;
        expect(await statusOf(await visitorOf(testApp.app))).toBe(401);
        expect(await statusOf(callers.student)).toBe(403);
        expect(await statusOf(callers.support)).toBe(403);
        expect(await statusOf(callers.admin)).toBe(200);
        expect(await statusOf(callers.super)).toBe(200);
      },
    );

    it('refuses a change without the CSRF header', async () => {
      expect((await sync({}, { ...admin, sendCsrf: false })).statusCode).toBe(403);
    });
  });
});
