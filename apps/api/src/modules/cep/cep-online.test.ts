// GET /cep/{cep} with an online CEP service (a ViaCEP-compatible fake over real HTTP): its answer is
// used when good; every way it can fail falls back silently to the offline answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cepPath } from '@escola/contracts/get-cep';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  startTestCepService,
  type TestCepAddress,
  type TestCepService,
} from '../../testing/start-test-cep-service';

const PAULISTA: TestCepAddress = {
  logradouro: 'Avenida Paulista',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};
/** Far longer than the configured timeout below. */
const SLOW_MS = 3_000;

describe('CEP look-up with an online service', () => {
  let service: TestCepService;
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    service = await startTestCepService();
    testApp = await buildTestApp({
      // A short timeout keeps the slow cases quick; the default (2 s) is config-cep.test.ts's.
      environment: {
        CEP_SERVICE_URL: service.urlTemplate,
        CEP_SERVICE_TIMEOUT_MS: '200',
        LOG_LEVEL: 'warn',
      },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await service?.close();
  });

  const lookUp = (cep: string) => testApp.app.inject({ method: 'GET', url: cepPath(cep) });
  const warningsSince = (start: number) =>
    logLines
      .slice(start)
      .map((line) => JSON.parse(line) as { level: number; reason?: string; msg: string })
      .filter((entry) => entry.level === 40);

  const expectOffline = async ({
    cep,
    state,
    reason,
  }: {
    cep: string;
    state: string;
    reason: string;
  }) => {
    const logStart = logLines.length;
    const response = await lookUp(cep);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cep,
      state,
      city: '',
      street: '',
      neighborhood: '',
      source: 'offline',
    });
    expect(warningsSince(logStart).map((entry) => entry.reason)).toEqual([reason]);
    expect(logLines.slice(logStart).join('\n')).not.toContain(cep);
  };

  it('fills street, neighbourhood and city from the service, and asks it once per CEP', async () => {
    service.answer('01310100', { kind: 'address', address: PAULISTA });
    const expected = {
      cep: '01310100',
      state: 'SP',
      city: 'São Paulo',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      source: 'online',
    };
    const first = await lookUp('01310-100');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(expected);
    const second = await lookUp('01310100');
    expect(second.json()).toEqual(expected);
    expect(service.requests.filter((cep) => cep === '01310100')).toHaveLength(1);
  });

  it('writes the city as the IBGE list does, or leaves it empty when the list has none', async () => {
    service.answer('01311000', {
      kind: 'address',
      address: { ...PAULISTA, localidade: 'SAO PAULO' },
    });
    expect((await lookUp('01311000')).json()).toMatchObject({
      city: 'São Paulo',
      source: 'online',
    });
    service.answer('01311100', {
      kind: 'address',
      address: { ...PAULISTA, localidade: 'Paulópolis' },
    });
    expect((await lookUp('01311100')).json()).toMatchObject({
      city: '',
      street: 'Avenida Paulista',
      source: 'online',
    });
  });

  it('falls back when the service answers after the timeout', async () => {
    service.answer('01310200', { kind: 'slow', delayMs: SLOW_MS, address: PAULISTA });
    await expectOffline({ cep: '01310200', state: 'SP', reason: 'timeout' });
  });

  it('falls back when the body does not arrive before the timeout', async () => {
    service.answer('01310300', { kind: 'slow-body', delayMs: SLOW_MS, address: PAULISTA });
    await expectOffline({ cep: '01310300', state: 'SP', reason: 'timeout' });
  });

  it('falls back when the service answers 500', async () => {
    service.answer('20040020', { kind: 'raw', status: 500, body: '{"message":"erro interno"}' });
    await expectOffline({ cep: '20040020', state: 'RJ', reason: 'http-status' });
  });

  it('falls back when the body is not JSON', async () => {
    service.answer('30130005', { kind: 'raw', body: '<html>Manutenção</html>' });
    await expectOffline({ cep: '30130005', state: 'MG', reason: 'not-json' });
  });

  it('falls back when the service does not know the CEP (erro: true or "true")', async () => {
    await expectOffline({ cep: '40010000', state: 'BA', reason: 'unknown-cep' });
    service.answer('40020000', { kind: 'raw', body: '{"erro":"true"}' });
    await expectOffline({ cep: '40020000', state: 'BA', reason: 'unknown-cep' });
  });

  it('falls back when the JSON is not an address', async () => {
    service.answer('50010000', { kind: 'raw', body: '{"cep":"50010-000","uf":"PE"}' });
    await expectOffline({ cep: '50010000', state: 'PE', reason: 'unexpected-shape' });
  });

  it('falls back when the service puts the CEP in another state than the ranges', async () => {
    service.answer('60010000', { kind: 'address', address: { ...PAULISTA, uf: 'SP' } });
    await expectOffline({ cep: '60010000', state: 'CE', reason: 'state-mismatch' });
  });

  it('keeps no failure: once the service recovers, its answer is used', async () => {
    service.answer('80010000', { kind: 'raw', status: 503, body: '' });
    await expectOffline({ cep: '80010000', state: 'PR', reason: 'http-status' });
    const curitiba = {
      logradouro: 'Rua XV de Novembro',
      bairro: 'Centro',
      localidade: 'Curitiba',
      uf: 'PR',
    };
    service.answer('80010000', { kind: 'address', address: curitiba });
    const response = await lookUp('80010000');
    expect(response.json()).toMatchObject({ city: 'Curitiba', source: 'online' });
  });

  it('does not ask the service about a CEP outside every state range', async () => {
    const response = await lookUp('00500000');
    expect(response.statusCode).toBe(404);
    expect(service.requests).not.toContain('00500000');
  });
});
