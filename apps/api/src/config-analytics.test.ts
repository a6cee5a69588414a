import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configErrorMessage } from './testing/config-error-message';

describe('tag manager configuration', () => {
  it('is off when TAG_MANAGER_ID is unset or empty', () => {
    expect(loadConfig({}).tagManagerId).toBeUndefined();
    expect(loadConfig({ TAG_MANAGER_ID: '' }).tagManagerId).toBeUndefined();
  });

  it('reads a Google Tag Manager container id', () => {
    expect(loadConfig({ TAG_MANAGER_ID: 'GTM-AB12CD3' }).tagManagerId).toBe('GTM-AB12CD3');
  });

  it.each([
    ['another vendor’s id', 'G-AB12CD3EF4'],
    ['lower case', 'gtm-ab12cd3'],
    ['a script address', 'https://evil.example/gtm.js'],
    ['characters that would break the script address', 'GTM-AB12&x=1'],
  ])('refuses %s in one line', (_case, value) => {
    expect(configErrorMessage({ TAG_MANAGER_ID: value })).toBe(
      'Configuração inválida: TAG_MANAGER_ID — deve ser o id de um contêiner do Google Tag Manager (GTM-XXXXXXX)',
    );
  });
});
