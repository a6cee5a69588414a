import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig: JOBS_ENABLED', () => {
  it('runs the background jobs unless told not to', () => {
    expect(loadConfig({}).jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS_ENABLED: '' }).jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS_ENABLED: 'true' }).jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
  });

  it('stops with one line naming the variable for anything else', () => {
    expect(() => loadConfig({ JOBS_ENABLED: 'sim' })).toThrow(ConfigError);
    expect(() => loadConfig({ JOBS_ENABLED: 'sim' })).toThrow(
      'Configuração inválida: JOBS_ENABLED — deve ser true ou false',
    );
  });
});
