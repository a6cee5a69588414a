// Test helper: a fake payment provider over real HTTP on 127.0.0.1 (a free port), answering POST
// /verify like the real one (modules/payment/payment-provider.ts documents the JSON). What it
// answers is set per e-mail (`answerFor`) or for everyone (`setDefault`): a confirmed payment
// (Success/COMPLETO), not confirmed, slowly, an error status or malformed JSON. It keeps the
// requests it got, so a test can check the body and the token sent.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePaymentBehaviour =
  | { kind: 'success'; transactionId?: string }
  | { kind: 'not-confirmed'; checkoutUrl?: string }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'error'; status: number }
  | { kind: 'malformed' };

export type FakePaymentRequest = {
  authorization: string | undefined;
  body: { email?: string; cpf?: string | null; product?: string };
};

export const FAKE_CHECKOUT_URL = 'https://pagamentos.example.com/checkout/curso-completo';

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const parse = (text: string): FakePaymentRequest['body'] => {
  try {
    return JSON.parse(text) as FakePaymentRequest['body'];
  } catch {
    return {};
  }
};

export const startTestPaymentProvider = async ({
  port: requestedPort = 0,
  initial = { kind: 'success' },
}: { port?: number; initial?: FakePaymentBehaviour } = {}) => {
  let fallback: FakePaymentBehaviour = initial;
  const byEmail = new Map<string, FakePaymentBehaviour>();
  const requests: FakePaymentRequest[] = [];
  let transactions = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const body = parse(await readBody(request));
      requests.push({ authorization: request.headers.authorization, body });
      const behaviour = byEmail.get(body.email ?? '') ?? fallback;
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      switch (behaviour.kind) {
        case 'success':
          transactions += 1;
          json(200, {
            type: 'Success',
            access: 'COMPLETO',
            transactionId:
              behaviour.transactionId ?? `tx-${body.email ?? ''}-${body.product ?? ''}`,
          });
          return;
        case 'not-confirmed':
          json(200, {
            type: 'Pending',
            access: null,
            transactionId: null,
            checkoutUrl: behaviour.checkoutUrl ?? FAKE_CHECKOUT_URL,
          });
          return;
        case 'slow': {
          const timer = setTimeout(
            () => json(200, { type: 'Success', access: 'COMPLETO' }),
            behaviour.delayMs,
          );
          response.on('close', () => clearTimeout(timer));
          return;
        }
        case 'error':
          json(behaviour.status, { error: 'erro interno do provedor' });
          return;
        case 'malformed':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"type": "Success", "access": ');
          return;
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(requestedPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/verify`,
    requests,
    /** How many confirmed payments it answered. */
    transactionsAnswered: () => transactions,
    setDefault: (behaviour: FakePaymentBehaviour) => {
      fallback = behaviour;
    },
    answerFor: (email: string, behaviour: FakePaymentBehaviour) => {
      byEmail.set(email, behaviour);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type TestPaymentProvider = Awaited<ReturnType<typeof startTestPaymentProvider>>;
