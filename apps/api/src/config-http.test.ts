import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { HTTP_TIMEOUT_DEFAULTS } from './config-http';
import { configErrorMessage } from './testing/config-error-message';

describe('HTTP timeouts', () => {
  it('has sane defaults and reads each variable', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({
      headersTimeout: HTTP_TIMEOUT_DEFAULTS.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: HTTP_TIMEOUT_DEFAULTS.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeout: HTTP_TIMEOUT_DEFAULTS.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      idleTimeout: HTTP_TIMEOUT_DEFAULTS.HTTP_IDLE_TIMEOUT_MS,
    });
    expect(
      loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '120000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
        HTTP_IDLE_TIMEOUT_MS: '90000',
      }).httpTimeouts,
    ).toEqual({
      headersTimeout: 5000,
      requestTimeout: 120_000,
      keepAliveTimeout: 65_000,
      idleTimeout: 90_000,
    });
  });

  it('names the variable of a bad value in one line', () => {
    expect(configErrorMessage({ HTTP_IDLE_TIMEOUT_MS: 'nunca' })).toMatch(
      /^Configuração inválida: HTTP_IDLE_TIMEOUT_MS — /,
    );
    expect(configErrorMessage({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '0' })).toMatch(
      /HTTP_KEEP_ALIVE_TIMEOUT_MS/,
    );
    expect(
      configErrorMessage({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' }),
    ).toBe(
      'Configuração inválida: HTTP_HEADERS_TIMEOUT_MS — não pode ser maior que HTTP_REQUEST_TIMEOUT_MS',
    );
  });
});
