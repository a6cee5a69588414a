// Test helper: a fake sales system (the spec's SGN) over real HTTP on 127.0.0.1 (a free port),
// answering GET /products like the real one (modules/products/sales-system.ts documents the JSON).
// What it answers is set with `setBehaviour`: a product list, slowly, an error status, malformed
// JSON, JSON of another shape, or a body larger than the adapter reads. It keeps the requests it
// got, so a test can check the token sent. The e2e run starts it too (e2e/support/sales-system.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSalesSystemProduct = {
  id: string;
  title: string;
  priceCents: number;
  active?: boolean;
};

export type FakeSalesSystemBehaviour =
  | { kind: 'products'; products: FakeSalesSystemProduct[] }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'error'; status: number }
  | { kind: 'malformed' }
  | { kind: 'wrong-shape'; body: unknown }
  | { kind: 'huge' };

export type FakeSalesSystemRequest = { method: string; authorization: string | undefined };

/** The catalogue it lists until told otherwise (the e2e run uses it as is). */
export const FAKE_SALES_SYSTEM_PRODUCTS: FakeSalesSystemProduct[] = [
  { id: 'formacao-completa', title: 'Formação Escola de Código completa', priceCents: 49_700 },
  { id: 'trilha-react', title: 'Trilha React', priceCents: 19_790 },
  {
    id: 'curso-jquery',
    title: 'Curso de jQuery (descontinuado)',
    priceCents: 9_700,
    active: false,
  },
];

export const startTestSalesSystem = async ({
  port: requestedPort = 0,
  initial = { kind: 'products', products: FAKE_SALES_SYSTEM_PRODUCTS },
}: { port?: number; initial?: FakeSalesSystemBehaviour } = {}) => {
  let behaviour: FakeSalesSystemBehaviour = initial;
  const requests: FakeSalesSystemRequest[] = [];

  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? '', authorization: request.headers.authorization });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method !== 'GET' || !request.url?.startsWith('/products')) {
      json(404, { error: 'não encontrado' });
      return;
    }
    const current = behaviour;
    switch (current.kind) {
      case 'products':
        json(200, { products: current.products });
        return;
      case 'slow': {
        const timer = setTimeout(
          () => json(200, { products: FAKE_SALES_SYSTEM_PRODUCTS }),
          current.delayMs,
        );
        response.on('close', () => clearTimeout(timer));
        return;
      }
      case 'error':
        json(current.status, { error: 'erro interno do sistema de vendas' });
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"products": [{"id": "trilha-react", ');
        return;
      case 'wrong-shape':
        json(200, current.body);
        return;
      case 'huge':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(`{"products": [], "padding": "${'x'.repeat(2_000_000)}"}`);
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(requestedPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/products`,
    requests,
    setBehaviour: (next: FakeSalesSystemBehaviour) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type TestSalesSystem = Awaited<ReturnType<typeof startTestSalesSystem>>;
