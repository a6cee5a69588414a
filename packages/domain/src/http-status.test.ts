import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSuccessStatus } from './http-status';

describe('isSuccessStatus', () => {
  it.each([
    { spec: '9 199 (informativo) não é sucesso', status: 199, success: false },
    { spec: '9 200 é sucesso', status: 200, success: true },
    { spec: '9 204 é sucesso', status: 204, success: true },
    { spec: '9 302 (redirecionamento) é sucesso', status: 302, success: true },
    { spec: '9 399 é sucesso', status: 399, success: true },
    { spec: '9 400 não é sucesso', status: 400, success: false },
    { spec: '9 401 não é sucesso', status: 401, success: false },
    { spec: '9 402 é o único 4xx de sucesso', status: 402, success: true },
    { spec: '9 403 não é sucesso', status: 403, success: false },
    { spec: '9 500 não é sucesso', status: 500, success: false },
  ])('$spec', ({ status, success }) => {
    expect(isSuccessStatus(status)).toBe(success);
  });

  it('9 sucesso se e somente se 200–399 ou 402', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        expect(isSuccessStatus(status)).toBe((status >= 200 && status < 400) || status === 402);
      }),
    );
  });
});
