// Test helper: a ViaCEP-compatible CEP service over real HTTP on a free 127.0.0.1 port, standing in
// for CEP_SERVICE_URL. It answers `GET /ws/{cep}/json/` with the address a test set for that CEP
// (ViaCEP's `{ "erro": true }` for any other), and can misbehave per CEP: answer late, answer an
// HTTP error, a body that is not JSON, or trickle the body slowly.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestCepAddress = {
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
};

export type TestCepBehaviour =
  | { kind: 'address'; address: TestCepAddress }
  /** The body as is (malformed JSON, other shapes), with this status (default 200). */
  | { kind: 'raw'; body: string; status?: number }
  /** Headers and body only after `delayMs`. */
  | { kind: 'slow'; delayMs: number; address: TestCepAddress }
  /** Headers at once, the body's last byte only after `delayMs`. */
  | { kind: 'slow-body'; delayMs: number; address: TestCepAddress };

const PATH_PATTERN = /^\/ws\/(\d{8})\/json\/$/;

const formatCep = (cep: string) => `${cep.slice(0, 5)}-${cep.slice(5)}`;

export const startTestCepService = async () => {
  const behaviours = new Map<string, TestCepBehaviour>();
  const timers = new Set<NodeJS.Timeout>();
  /** The CEPs asked for, in order. */
  const requests: string[] = [];

  const later = (delayMs: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, delayMs);
    timers.add(timer);
  };

  const sendJson = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  };

  const server = createServer((request, response) => {
    const cep = PATH_PATTERN.exec(request.url ?? '')?.[1];
    if (request.method !== 'GET' || cep === undefined) {
      sendJson(response, 400, '{"erro":"requisição inválida"}');
      return;
    }
    requests.push(cep);
    const behaviour = behaviours.get(cep);
    const addressBody = (address: TestCepAddress) =>
      JSON.stringify({ cep: formatCep(cep), complemento: '', ...address, ibge: '', ddd: '' });
    switch (behaviour?.kind) {
      case undefined:
        sendJson(response, 200, '{"erro":true}');
        return;
      case 'address':
        sendJson(response, 200, addressBody(behaviour.address));
        return;
      case 'raw':
        sendJson(response, behaviour.status ?? 200, behaviour.body);
        return;
      case 'slow':
        later(behaviour.delayMs, () => sendJson(response, 200, addressBody(behaviour.address)));
        return;
      case 'slow-body': {
        const body = addressBody(behaviour.address);
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.write(body.slice(0, -1));
        later(behaviour.delayMs, () => response.end(body.slice(-1)));
        return;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The value of CEP_SERVICE_URL. */
    urlTemplate: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    requests,
    /** How the service answers this CEP (8 digits) from now on. */
    answer: (cep: string, behaviour: TestCepBehaviour) => {
      behaviours.set(cep, behaviour);
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type TestCepService = Awaited<ReturnType<typeof startTestCepService>>;
