import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configErrorMessage } from './testing/config-error-message';

describe('payment provider configuration', () => {
  it('is off when PAYMENT_PROVIDER_URL is unset or empty', () => {
    expect(loadConfig({}).paymentProvider).toBeUndefined();
    expect(loadConfig({ PAYMENT_PROVIDER_URL: '' }).paymentProvider).toBeUndefined();
  });

  it('reads the address, the token and a timeout of at most 5 s (default 5 s)', () => {
    expect(
      loadConfig({ PAYMENT_PROVIDER_URL: 'https://pagamentos.example.com/verificar' })
        .paymentProvider,
    ).toEqual({
      url: 'https://pagamentos.example.com/verificar',
      token: undefined,
      timeoutMs: 5000,
    });
    expect(
      loadConfig({
        PAYMENT_PROVIDER_URL: 'http://127.0.0.1:4010/verify',
        PAYMENT_PROVIDER_TOKEN: 'segredo',
        PAYMENT_PROVIDER_TIMEOUT_MS: '1500',
      }).paymentProvider,
    ).toEqual({ url: 'http://127.0.0.1:4010/verify', token: 'segredo', timeoutMs: 1500 });
  });

  it('names the variable of a bad value in one line', () => {
    expect(configErrorMessage({ PAYMENT_PROVIDER_URL: 'http://pagamentos.example.com' })).toBe(
      'Configuração inválida: PAYMENT_PROVIDER_URL — deve ser uma URL https:// (http:// só em localhost)',
    );
    expect(configErrorMessage({ PAYMENT_PROVIDER_URL: 'pagamentos' })).toMatch(
      /PAYMENT_PROVIDER_URL/,
    );
    expect(configErrorMessage({ PAYMENT_PROVIDER_TIMEOUT_MS: '60000' })).toMatch(
      /^Configuração inválida: PAYMENT_PROVIDER_TIMEOUT_MS — /,
    );
    expect(configErrorMessage({ PAYMENT_PROVIDER_TIMEOUT_MS: 'rápido' })).toMatch(
      /PAYMENT_PROVIDER_TIMEOUT_MS/,
    );
  });
});
