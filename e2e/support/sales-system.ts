// The e2e run's sales system (the spec's SGN): the API tests' fake one (real HTTP on 127.0.0.1),
// started by each worker's setup; it lists FAKE_SALES_SYSTEM_PRODUCTS, so "Sincronizar produtos"
// brings three products, one of them inactive.
import { startTestSalesSystem } from '@escola/api/testing/start-test-sales-system';

export async function startSalesSystem() {
  const salesSystem = await startTestSalesSystem();
  return {
    serverEnvironment: { SALES_SYSTEM_URL: salesSystem.url },
    close: salesSystem.close,
  };
}
