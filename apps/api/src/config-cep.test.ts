import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configErrorMessage } from './testing/config-error-message';

describe('CEP service configuration', () => {
  it('is off when CEP_SERVICE_URL is unset or empty', () => {
    expect(loadConfig({}).cepService).toBeUndefined();
    expect(loadConfig({ CEP_SERVICE_URL: '' }).cepService).toBeUndefined();
  });

  it('reads the address and a timeout of at most 2 s, 2 s by default', () => {
    expect(
      loadConfig({ CEP_SERVICE_URL: 'https://viacep.com.br/ws/{cep}/json/' }).cepService,
    ).toEqual({ urlTemplate: 'https://viacep.com.br/ws/{cep}/json/', timeoutMs: 2000 });
    expect(
      loadConfig({
        CEP_SERVICE_URL: 'http://127.0.0.1:4020/ws/{cep}/json/',
        CEP_SERVICE_TIMEOUT_MS: '200',
      }).cepService,
    ).toEqual({ urlTemplate: 'http://127.0.0.1:4020/ws/{cep}/json/', timeoutMs: 200 });
  });

  it('names the variable of a bad value in one line', () => {
    expect(configErrorMessage({ CEP_SERVICE_URL: 'http://cep.example.com/{cep}' })).toBe(
      'Configuração inválida: CEP_SERVICE_URL — deve ser uma URL https:// (http:// só em localhost)',
    );
    expect(configErrorMessage({ CEP_SERVICE_URL: 'https://viacep.com.br/ws/json/' })).toBe(
      'Configuração inválida: CEP_SERVICE_URL — deve conter {cep} onde vai o CEP, por exemplo https://viacep.com.br/ws/{cep}/json/',
    );
    expect(configErrorMessage({ CEP_SERVICE_URL: 'viacep' })).toMatch(/CEP_SERVICE_URL/);
    expect(configErrorMessage({ CEP_SERVICE_TIMEOUT_MS: '5000' })).toBe(
      'Configuração inválida: CEP_SERVICE_TIMEOUT_MS — deve ser um número inteiro de milissegundos (50 a 2000)',
    );
    expect(configErrorMessage({ CEP_SERVICE_TIMEOUT_MS: 'rápido' })).toMatch(
      /CEP_SERVICE_TIMEOUT_MS/,
    );
  });
});
