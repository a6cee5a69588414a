import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFailedUpdate,
  getFailedUpdateRetryDelay,
  isRetrySuccessful,
  parseFailedUpdates,
  removeFailedUpdate,
  type FailedUpdate,
} from './failed-updates';

describe('getFailedUpdateRetryDelay', () => {
  it.each([
    { spec: '4 a primeira nova tentativa espera 100 ms', index: 0, delay: 100 },
    { spec: '4 a segunda espera mais (escalonada)', index: 1, delay: 200 },
    { spec: '4 a décima', index: 9, delay: 1000 },
  ])('$spec', ({ index, delay }) => {
    expect(getFailedUpdateRetryDelay({ index })).toBe(delay);
  });

  it('4 os atrasos começam em 100 ms e crescem', () => {
    fc.assert(
      fc.property(fc.nat(1000), (index) => {
        expect(getFailedUpdateRetryDelay({ index })).toBeGreaterThanOrEqual(100);
        expect(getFailedUpdateRetryDelay({ index: index + 1 })).toBeGreaterThan(
          getFailedUpdateRetryDelay({ index }),
        );
      }),
    );
  });
});

describe('isRetrySuccessful', () => {
  it.each([
    { spec: '4 status de sucesso sem corpo', status: 200, body: null, ok: true },
    { spec: '4 status 402 conta como sucesso', status: 402, body: undefined, ok: true },
    {
      spec: '4 resposta com mensagem (recusa do servidor)',
      status: 400,
      body: { type: 'danger', message: 'Desafio já concluído' },
      ok: true,
    },
    { spec: '4 erro sem mensagem', status: 500, body: { type: 'danger' }, ok: false },
    { spec: '4 erro com mensagem vazia', status: 500, body: { message: '' }, ok: false },
    { spec: '4 erro com mensagem que não é texto', status: 500, body: { message: 42 }, ok: false },
    { spec: '4 erro com corpo de texto', status: 503, body: 'Service Unavailable', ok: false },
    { spec: '4 erro sem corpo', status: 503, body: null, ok: false },
  ])('$spec', ({ status, body, ok }) => {
    expect(isRetrySuccessful({ status, body })).toBe(ok);
  });
});

const update = (id: string, endpoint = '/modern-challenge-completed'): FailedUpdate => ({
  endpoint,
  payload: { id },
  id,
});

describe('parseFailedUpdates', () => {
  it.each([
    { spec: '3 nada guardado', stored: null, updates: [] },
    { spec: '3 JSON malformado', stored: '[{', updates: [] },
    { spec: '3 não é uma lista', stored: '{"id":"a"}', updates: [] },
    {
      spec: '3 atualizações guardadas',
      stored: JSON.stringify([update('a'), update('b')]),
      updates: [update('a'), update('b')],
    },
    {
      spec: '3 entrada que não é objeto é descartada',
      stored: JSON.stringify([1, null, update('a')]),
      updates: [update('a')],
    },
    {
      spec: '3 entrada sem id é descartada',
      stored: JSON.stringify([{ endpoint: '/x', payload: {} }]),
      updates: [],
    },
    {
      spec: '3 entrada com id vazio é descartada',
      stored: JSON.stringify([{ endpoint: '/x', payload: {}, id: '' }]),
      updates: [],
    },
    {
      spec: '3 entrada com id que não é texto é descartada',
      stored: JSON.stringify([{ endpoint: '/x', payload: {}, id: 1 }]),
      updates: [],
    },
    {
      spec: '3 entrada sem payload é descartada',
      stored: JSON.stringify([{ endpoint: '/x', id: 'a' }]),
      updates: [],
    },
    {
      spec: '3 endpoint que não é texto é descartado',
      stored: JSON.stringify([{ endpoint: 3, payload: {}, id: 'a' }, update('b')]),
      updates: [update('b')],
    },
    {
      spec: '3 endpoint de outro host é descartado',
      stored: JSON.stringify([update('a', 'https://malicioso.com/x')]),
      updates: [],
    },
    {
      spec: '3 endpoint relativo ao protocolo é descartado',
      stored: JSON.stringify([update('a', '//malicioso.com/x')]),
      updates: [],
    },
    {
      spec: '3 endpoint com barra invertida é descartado',
      stored: JSON.stringify([update('a', '/\\malicioso.com')]),
      updates: [],
    },
  ])('$spec', ({ stored, updates }) => {
    expect(parseFailedUpdates(stored)).toEqual(updates);
  });

  it('3 o que se guarda é o que se lê', () => {
    const stored = fc.record({
      endpoint: fc.webPath().map((path) => `/${path.replace(/^\/+/, '').replace(/\\/g, '')}`),
      payload: fc.jsonValue({ maxDepth: 2 }),
      id: fc.string({ minLength: 1 }),
    });
    fc.assert(
      fc.property(fc.array(stored, { maxLength: 5 }), (updates) => {
        const normalised = JSON.parse(JSON.stringify(updates)) as FailedUpdate[];
        expect(parseFailedUpdates(JSON.stringify(updates))).toEqual(normalised);
      }),
    );
  });
});

describe('addFailedUpdate / removeFailedUpdate', () => {
  it('4 guarda uma atualização que falhou', () => {
    expect(addFailedUpdate({ updates: [update('a')], update: update('b') })).toEqual([
      update('a'),
      update('b'),
    ]);
  });

  it('4 a mesma atualização não é guardada duas vezes', () => {
    const newer = { ...update('a'), payload: { id: 'a', attempt: 2 } };
    expect(addFailedUpdate({ updates: [update('a'), update('b')], update: newer })).toEqual([
      update('b'),
      newer,
    ]);
  });

  it('4 nova tentativa bem-sucedida: a atualização sai do armazenamento', () => {
    expect(removeFailedUpdate({ updates: [update('a'), update('b')], id: 'a' })).toEqual([
      update('b'),
    ]);
  });
});
