// The one line loadConfig refuses an environment with, for the config tests to compare; an accepted
// environment fails the test instead.
import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../config';

export const configErrorMessage = (environment: Record<string, string>): string => {
  try {
    loadConfig(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('configuração aceita');
};
