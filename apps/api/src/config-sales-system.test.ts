import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configErrorMessage } from './testing/config-error-message';

describe('sales system configuration', () => {
  it('is off when SALES_SYSTEM_URL is unset or empty', () => {
    expect(loadConfig({}).salesSystem).toBeUndefined();
    expect(loadConfig({ SALES_SYSTEM_URL: '' }).salesSystem).toBeUndefined();
  });

  it('reads the address, the token and a timeout of at most 10 s (default 5 s)', () => {
    expect(
      loadConfig({ SALES_SYSTEM_URL: 'https://sgn.example.com/produtos' }).salesSystem,
    ).toEqual({ url: 'https://sgn.example.com/produtos', token: undefined, timeoutMs: 5000 });
    expect(
      loadConfig({
        SALES_SYSTEM_URL: 'http://127.0.0.1:4020/products',
        SALES_SYSTEM_TOKEN: 'segredo',
        SALES_SYSTEM_TIMEOUT_MS: '8000',
      }).salesSystem,
    ).toEqual({ url: 'http://127.0.0.1:4020/products', token: 'segredo', timeoutMs: 8000 });
  });

  it('names the variable of a bad value in one line', () => {
    expect(configErrorMessage({ SALES_SYSTEM_URL: 'http://sgn.example.com/produtos' })).toBe(
      'Configuração inválida: SALES_SYSTEM_URL — deve ser uma URL https:// (http:// só em localhost)',
    );
    expect(configErrorMessage({ SALES_SYSTEM_TIMEOUT_MS: '60000' })).toMatch(
      /^Configuração inválida: SALES_SYSTEM_TIMEOUT_MS — /,
    );
    expect(configErrorMessage({ SALES_SYSTEM_TIMEOUT_MS: 'lento' })).toMatch(
      /SALES_SYSTEM_TIMEOUT_MS/,
    );
  });
});
