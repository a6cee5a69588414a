import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_GOOGLE_ISSUER, loadConfig } from './config';

const expectConfigError = (environment: Record<string, string>, line: string) => {
  expect(() => loadConfig(environment)).toThrow(ConfigError);
  expect(() => loadConfig(environment)).toThrow(line);
};

describe('loadConfig: Google sign-in', () => {
  it('leaves Google off when neither client id nor secret is set', () => {
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_ISSUER: 'https://login.example.com' }).google).toBeUndefined();
  });

  it('turns Google on with id and secret, on Google unless another issuer is given', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'segredo' }).google).toEqual({
      issuer: DEFAULT_GOOGLE_ISSUER,
      clientId: 'id',
      clientSecret: 'segredo',
    });
    expect(DEFAULT_GOOGLE_ISSUER).toBe('https://accounts.google.com');
    expect(
      loadConfig({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'segredo',
        GOOGLE_ISSUER: 'http://localhost:4000',
      }).google?.issuer,
    ).toBe('http://localhost:4000');
  });

  it('names the missing half of the credentials in one line', () => {
    expectConfigError(
      { GOOGLE_CLIENT_ID: 'id' },
      'Configuração inválida: GOOGLE_CLIENT_SECRET — obrigatória quando GOOGLE_CLIENT_ID está definida',
    );
    expectConfigError(
      { GOOGLE_CLIENT_SECRET: 'segredo' },
      'Configuração inválida: GOOGLE_CLIENT_ID — obrigatória quando GOOGLE_CLIENT_SECRET está definida',
    );
  });

  it('accepts an http issuer on this machine only', () => {
    for (const issuer of ['http://accounts.example.com', 'ftp://localhost', 'não é url']) {
      expectConfigError(
        { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'segredo', GOOGLE_ISSUER: issuer },
        'Configuração inválida: GOOGLE_ISSUER — deve ser uma URL https:// (http:// só em localhost)',
      );
    }
  });
});
