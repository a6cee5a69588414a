// Issue 19: a sales system that is down, slow, unreachable, unconfigured or answering nonsense
// fails the sync with the spec's message ('Falha ao sincronizar produtos') — 503 when it cannot be
// reached in time, 502 when its answer cannot be used — and writes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SYNC_PRODUCTS_PATH } from '@escola/contracts/post-product-sync-sgn';
import { auditLog } from '@escola/db/schema/audit-log';
import { products } from '@escola/db/schema/products';
import { signedInAs } from '../class-groups/class-groups-test-helpers';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { requestAs } from '../../testing/request-as';
import {
  FAKE_SALES_SYSTEM_PRODUCTS,
  startTestSalesSystem,
  type FakeSalesSystemBehaviour,
  type TestSalesSystem,
} from '../../testing/start-test-sales-system';

const FAILURE = { type: 'danger', message: 'Falha ao sincronizar produtos' };

const syncAsAdmin = async (testApp: TestApp) => {
  const admin = await signedInAs({ testApp, type: 'admin' });
  return requestAs({
    app: testApp.app,
    caller: admin,
    method: 'POST',
    url: SYNC_PRODUCTS_PATH,
    payload: {},
  });
};

describe('POST /api/product/sync-sgn when the sales system fails', () => {
  let salesSystem: TestSalesSystem;
  let testApp: TestApp;

  beforeAll(async () => {
    salesSystem = await startTestSalesSystem();
    testApp = await buildTestApp({
      environment: { SALES_SYSTEM_URL: salesSystem.url, SALES_SYSTEM_TIMEOUT_MS: '300' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await salesSystem.close();
  });
  beforeEach(() =>
    salesSystem.setBehaviour({ kind: 'products', products: FAKE_SALES_SYSTEM_PRODUCTS }),
  );

  const stored = async () => ({
    products: (await testApp.db.select().from(products)).map((row) => row.title).sort(),
    auditEntries: (await testApp.db.select().from(auditLog)).length,
  });

  it.each<[string, FakeSalesSystemBehaviour, number]>([
    ['down (500)', { kind: 'error', status: 500 }, 502],
    ['overloaded (503)', { kind: 'error', status: 503 }, 502],
    ['refusing the token (401)', { kind: 'error', status: 401 }, 502],
    ['slow (past the timeout)', { kind: 'slow', delayMs: 3_000 }, 503],
    ['answering malformed JSON', { kind: 'malformed' }, 502],
    ['answering a body past the size limit', { kind: 'huge' }, 502],
    ['answering without a product list', { kind: 'wrong-shape', body: { itens: [] } }, 502],
    [
      'listing a product without a title',
      { kind: 'wrong-shape', body: { products: [{ id: 'a', priceCents: 100 }] } },
      502,
    ],
    [
      'listing a price in reais instead of cents',
      { kind: 'wrong-shape', body: { products: [{ id: 'a', title: 'A', priceCents: 99.9 }] } },
      502,
    ],
    [
      'listing a negative price',
      { kind: 'wrong-shape', body: { products: [{ id: 'a', title: 'A', priceCents: -1 }] } },
      502,
    ],
    [
      'listing the same id twice',
      {
        kind: 'wrong-shape',
        body: {
          products: [
            { id: 'a', title: 'A', priceCents: 1 },
            { id: 'a', title: 'B', priceCents: 2 },
          ],
        },
      },
      502,
    ],
  ])('fails when the sales system is %s, and writes nothing', async (_label, behaviour, status) => {
    const before = await stored();
    salesSystem.setBehaviour(behaviour);
    const response = await syncAsAdmin(testApp);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(FAILURE);
    expect(await stored()).toEqual(before);
  });

  it('keeps what an earlier sync stored when a later one fails', async () => {
    expect((await syncAsAdmin(testApp)).statusCode).toBe(200);
    const before = await stored();
    expect(before.products).toHaveLength(3);
    salesSystem.setBehaviour({ kind: 'error', status: 500 });
    expect((await syncAsAdmin(testApp)).statusCode).toBe(502);
    expect(await stored()).toEqual(before);
  });

  it('answers 503 when nothing listens at the sales-system address', async () => {
    const gone = await startTestSalesSystem();
    await gone.close();
    const app = await buildTestApp({ environment: { SALES_SYSTEM_URL: gone.url } });
    try {
      const response = await syncAsAdmin(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(FAILURE);
    } finally {
      await app.close();
    }
  });

  it('answers 503 when SALES_SYSTEM_URL is not set', async () => {
    const app = await buildTestApp();
    try {
      const response = await syncAsAdmin(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(FAILURE);
      expect(await app.db.select().from(products)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
