import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { looksPortuguese, problemOf } from './check-answer';
import { parseRouteTree, type Operation } from './list-operations';

const OPERATION: Operation = {
  method: 'GET',
  path: '/api/users/has-password',
  pathParameters: [],
  queryParameters: [],
  body: undefined,
  responses: new Map([
    [200, { isFlash: false }],
    [400, { isFlash: true }],
    [500, { isFlash: false }],
  ]),
  errorExtraKeys: [],
};

const answer = (statusCode: number, body: unknown) =>
  ({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  }) as unknown as LightMyRequestResponse;

describe('what the fuzz test asks of an answer', () => {
  it('takes every message of the API for Portuguese, and Fastify’s English for not', () => {
    const messages = Object.values(MESSAGES).filter((value) => typeof value === 'string');
    expect(messages.filter((message) => !looksPortuguese(message))).toEqual([]);
    expect(looksPortuguese("'/user/sessions/%' is not a valid url component")).toBe(false);
    expect(looksPortuguese('body must have required property email')).toBe(false);
    expect(looksPortuguese('Campo inválido: error.', ['error'])).toBe(true);
  });

  it('refuses a 5xx the operation does not document, and a non-flash error', () => {
    const flash = { type: 'danger', message: 'Requisição inválida.' };
    expect(problemOf({ operation: OPERATION, response: answer(503, flash), fieldNames: [] })).toBe(
      '503 não documentado',
    );
    expect(
      problemOf({
        operation: OPERATION,
        response: answer(500, { hasPassword: {} }),
        fieldNames: [],
      }),
    ).toBeUndefined();
    expect(
      problemOf({ operation: OPERATION, response: answer(400, flash), fieldNames: [] }),
    ).toBeUndefined();
    const fastifyDefault = { error: 'Bad Request', code: 'FST_ERR_BAD_URL', message: 'x' };
    expect(
      problemOf({ operation: OPERATION, response: answer(400, fastifyDefault), fieldNames: [] }),
    ).toBe('400: erro com chaves fora do flash: error, code');
  });

  it('lets the AI assistant’s errors carry the spec’s detail (the same text) and resetsAt', () => {
    const assistant: Operation = {
      ...OPERATION,
      method: 'POST',
      path: '/chat-assistant/:product/:category',
      errorExtraKeys: ['detail', 'resetsAt'],
    };
    const message = 'Você atingiu o limite diário do assistente.';
    const budget = {
      type: 'danger',
      message,
      detail: message,
      resetsAt: '2026-11-27T03:00:00.000Z',
    };
    expect(
      problemOf({ operation: assistant, response: answer(400, budget), fieldNames: [] }),
    ).toBeUndefined();
    expect(
      problemOf({
        operation: assistant,
        response: answer(400, { ...budget, detail: 'outra coisa' }),
        fieldNames: [],
      }),
    ).toBe('400: erro com detail diferente de message');
    expect(problemOf({ operation: OPERATION, response: answer(400, budget), fieldNames: [] })).toBe(
      '400: erro com chaves fora do flash: detail, resetsAt',
    );
  });
});

describe('the routes of the app, from printRoutes', () => {
  it('rebuilds each full path with its methods', () => {
    const tree = [
      '├── /documentation (GET, HEAD)',
      '│   └── / (GET, HEAD)',
      '│       └── json (GET, HEAD)',
      '├── /user/sessions (GET, HEAD, DELETE)',
      '│   └── /:id (DELETE)',
      '└── /signin-local (POST)',
    ].join('\n');
    expect(parseRouteTree(tree)).toEqual([
      { method: 'GET', path: '/documentation' },
      { method: 'HEAD', path: '/documentation' },
      { method: 'GET', path: '/documentation/' },
      { method: 'HEAD', path: '/documentation/' },
      { method: 'GET', path: '/documentation/json' },
      { method: 'HEAD', path: '/documentation/json' },
      { method: 'GET', path: '/user/sessions' },
      { method: 'HEAD', path: '/user/sessions' },
      { method: 'DELETE', path: '/user/sessions' },
      { method: 'DELETE', path: '/user/sessions/:id' },
      { method: 'POST', path: '/signin-local' },
    ]);
  });
});
