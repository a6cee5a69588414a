import { describe, expect, it } from 'vitest';
import { readSafeReturnPath } from './safe-return-path';

describe('readSafeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(readSafeReturnPath('/settings')).toBe('/settings');
    expect(readSafeReturnPath('/learn/react?aba=2#projetos')).toBe('/learn/react?aba=2#projetos');
  });

  it('refuses other sites, schemes and odd paths', () => {
    for (const returnTo of [
      undefined,
      '',
      'https://outro.site/learn',
      '//outro.site/learn',
      '/\\outro.site',
      '\\\\outro.site',
      'javascript:alert(1)',
      'learn',
      '/learn\nSet-Cookie: x=1',
      '/\toutro.site',
    ]) {
      expect(readSafeReturnPath(returnTo)).toBeUndefined();
    }
  });
});
