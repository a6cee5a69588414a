// The font preload of the built index.html (vite-font-preload.ts): the latin Inter file, by its
// hashed name, fetched as a CORS font.
import { describe, expect, it } from 'vitest';
import { createFontPreloadTag, findPreloadedFont } from './vite-font-preload';

describe('findPreloadedFont', () => {
  it('picks the latin file, not latin-ext, among the built files', () => {
    const files = [
      'assets/index-DVXJ7aAB.css',
      'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
      'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      'assets/index-aeZwDW6V.js',
    ];
    expect(findPreloadedFont(files)).toBe('assets/inter-latin-wght-normal-Dx4kXJAl.woff2');
  });

  it('finds nothing when the font was not bundled', () => {
    expect(findPreloadedFont(['assets/index-aeZwDW6V.js'])).toBeUndefined();
  });
});

describe('createFontPreloadTag', () => {
  it('preloads a woff2 font with crossorigin, as browsers fetch fonts', () => {
    expect(createFontPreloadTag('/assets/inter.woff2')).toEqual({
      tag: 'link',
      attrs: {
        rel: 'preload',
        href: '/assets/inter.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: true,
      },
      injectTo: 'head',
    });
  });
});
