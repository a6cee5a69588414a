// GET /cep/{cep} and GET /cep/city/{state} with no online CEP service: the offline answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cepCitiesPath, cepPath } from '@escola/contracts/get-cep';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CEP_RATE_LIMIT_PER_IP } from './routes';

describe('CEP look-ups, offline', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const get = (url: string, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({ method: 'GET', url, remoteAddress });

  describe('GET /cep/{cep}', () => {
    it.each([
      ['com hífen', '01310-100', '01310100', 'SP'],
      ['sem hífen', '70040010', '70040010', 'DF'],
      ['na segunda faixa de Rondônia', '78900-000', '78900000', 'RO'],
    ])('answers the state of a CEP %s from the ranges', async (_label, input, cep, state) => {
      const response = await get(cepPath(input));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        cep,
        state,
        city: '',
        street: '',
        neighborhood: '',
        source: 'offline',
      });
    });

    it.each([
      ['letters', 'abcde-fgh'],
      ['seven digits', '0131010'],
      ['a misplaced hyphen', '0131-0100'],
      ['the word city alone', 'city'],
    ])('answers a CEP with %s with a 400 Portuguese flash', async (_label, input) => {
      const response = await get(cepPath(input));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.invalidCep });
    });

    it('answers a CEP outside every state range with 404 "CEP não encontrado."', async () => {
      const response = await get(cepPath('00500-000'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ type: 'danger', message: 'CEP não encontrado.' });
    });

    it('limits the look-ups of one address, in Portuguese, and not those of another', async () => {
      const address = '203.0.113.7';
      for (let index = 0; index < CEP_RATE_LIMIT_PER_IP.max; index += 1) {
        expect((await get(cepPath('01310100'), address)).statusCode).toBe(200);
      }
      const limited = await get(cepPath('01310100'), address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ type: 'danger', message: MESSAGES.tooManyCepLookups });
      expect((await get(cepPath('01310100'), '203.0.113.8')).statusCode).toBe(200);
    });
  });

  describe('GET /cep/city/{state}', () => {
    it('answers the IBGE cities of a state in Portuguese order, cached for a day', async () => {
      const response = await get(cepCitiesPath('SP'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const body = response.json<{ state: string; cities: string[] }>();
      expect(body.state).toBe('SP');
      expect(body.cities).toHaveLength(645);
      expect(body.cities).toContain('São Paulo');
      expect(body.cities).toEqual(
        [...body.cities].sort((left, right) => left.localeCompare(right, 'pt-BR')),
      );
    });

    it('reads the UF in any case', async () => {
      const response = await get(cepCitiesPath('df'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ state: 'DF', cities: ['Brasília'] });
    });

    it('answers an unknown UF with 404 and a malformed one with 400, in Portuguese', async () => {
      const unknown = await get(cepCitiesPath('XX'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ type: 'danger', message: MESSAGES.stateNotFound });
      for (const state of ['São Paulo', 'S', '12']) {
        const malformed = await get(cepCitiesPath(state));
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toEqual({ type: 'danger', message: MESSAGES.invalidState });
      }
    });
  });
});
