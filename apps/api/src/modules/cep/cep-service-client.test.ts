// The failures of the online CEP service that the route tests do not reach through the fake.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CepServiceFailure, fetchCepServiceAddress } from './cep-service-client';

const reasonOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CepServiceFailure);
    return (error as CepServiceFailure).reason;
  }
  throw new Error('o serviço de CEP não falhou');
};

describe('fetchCepServiceAddress', () => {
  it('fails with "network" when nothing listens at the address', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const config = { urlTemplate: `http://127.0.0.1:${port}/ws/{cep}/json/`, timeoutMs: 500 };
    expect(await reasonOf(fetchCepServiceAddress({ config, cep: '01310100' }))).toBe('network');
  });

  it('fails with "too-large" for a body far larger than an address', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ logradouro: 'x'.repeat(20_000), bairro: '', localidade: '', uf: 'SP' }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const config = { urlTemplate: `http://127.0.0.1:${port}/{cep}`, timeoutMs: 500 };
      expect(await reasonOf(fetchCepServiceAddress({ config, cep: '01310100' }))).toBe('too-large');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
