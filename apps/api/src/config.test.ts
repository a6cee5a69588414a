import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '@escola/domain/constants';
import { ConfigError, DEFAULT_MAIL_FROM, DEVELOPMENT_SESSION_SECRET, loadConfig } from './config';

const PRODUCTION_SECRET = 'x'.repeat(48);

const expectConfigError = (environment: Record<string, string>, variable: string) => {
  try {
    loadConfig(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(new RegExp(`^Configuração inválida: ${variable} — `));
    expect(message).not.toContain('\n');
    return;
  }
  throw new Error(`loadConfig aceitou uma configuração inválida para ${variable}`);
};

describe('loadConfig', () => {
  it('applies the defaults of a development machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.nodeEnvironment).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.embeddedDatabaseDirectory.endsWith(path.join('.data', 'db'))).toBe(true);
    expect(config.webDistDirectory.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    expect(config.pageDataDirectory.endsWith(path.join('curriculum', 'dist', 'page-data'))).toBe(
      true,
    );
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.isSecureOrigin).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.seedDemoSchool).toBe(true);
  });

  it('lets a real deployment turn the demo seed off', () => {
    expect(loadConfig({ SEED_DEMO_SCHOOL: 'false' }).seedDemoSchool).toBe(false);
  });

  it('uses the development secret outside production and warns about it', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.sessionSecret).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(config.warnings.join(' ')).toContain('SESSION_SECRET');
  });

  it('reads and converts every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/escola',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SESSION_SECRET: PRODUCTION_SECRET,
      PUBLIC_URL: 'https://escola.example.com/',
      TRUST_PROXY: '10.0.0.1',
      DATA_DIR: '/var/lib/escola',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/escola',
      redisUrl: 'redis://127.0.0.1:6379',
      sessionSecret: PRODUCTION_SECRET,
      publicUrl: 'https://escola.example.com',
      isSecureOrigin: true,
      trustProxy: '10.0.0.1',
      dataDirectory: '/var/lib/escola',
      embeddedDatabaseDirectory: '/var/lib/escola/db',
      warnings: [],
    });
  });

  it('treats TRUST_PROXY true/false as booleans and keeps address lists as text', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('names SESSION_SECRET when production has none', () => {
    expectConfigError({ NODE_ENV: 'production' }, 'SESSION_SECRET');
  });

  it('names SESSION_SECRET when it is too short', () => {
    expectConfigError({ NODE_ENV: 'production', SESSION_SECRET: 'curta' }, 'SESSION_SECRET');
  });

  it('names PORT when it is not a port number', () => {
    expectConfigError({ PORT: 'abc' }, 'PORT');
    expectConfigError({ PORT: '70000' }, 'PORT');
  });

  it('writes e-mails under <DATA_DIR>/mail unless SMTP_URL is set', () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/escola' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailDirectory).toBe('/var/lib/escola/mail');
    expect(config.mailFrom).toBe(DEFAULT_MAIL_FROM);
    const withSmtp = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.escola.dev:465',
      MAIL_FROM: 'x@y.z',
    });
    expect(withSmtp.smtpUrl).toBe('smtps://u:p@mail.escola.dev:465');
    expect(withSmtp.mailFrom).toBe('x@y.z');
  });

  it('sends user reports to SUPPORT_EMAIL, by default the support address of the web app', () => {
    expect(loadConfig({}).supportEmail).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(loadConfig({ SUPPORT_EMAIL: 'ajuda@escola.dev' }).supportEmail).toBe('ajuda@escola.dev');
    expectConfigError({ SUPPORT_EMAIL: 'suporte' }, 'SUPPORT_EMAIL');
  });

  it('names SMTP_URL when it is not an smtp:// or smtps:// URL', () => {
    expectConfigError({ SMTP_URL: 'http://mail.escola.dev' }, 'SMTP_URL');
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    expectConfigError({ DATABASE_URL: 'mysql://localhost/escola' }, 'DATABASE_URL');
  });

  it('names the other variables when they are malformed', () => {
    expectConfigError({ NODE_ENV: 'staging' }, 'NODE_ENV');
    expectConfigError({ LOG_LEVEL: 'loud' }, 'LOG_LEVEL');
    expectConfigError({ REDIS_URL: 'http://localhost' }, 'REDIS_URL');
    expectConfigError({ PUBLIC_URL: 'escola.com' }, 'PUBLIC_URL');
    expectConfigError({ TRUST_PROXY: 'sim' }, 'TRUST_PROXY');
    expectConfigError({ TRUST_PROXY: '2' }, 'TRUST_PROXY');
    expectConfigError({ SEED_DEMO_SCHOOL: 'sim' }, 'SEED_DEMO_SCHOOL');
  });
});
