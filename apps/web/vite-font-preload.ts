// Preloads the self-hosted font (src/styles/fonts.css) in the built index.html: the latin file of
// Inter, found under its hashed name in the bundle. In development nothing is injected.
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The font file every page needs first: latin holds all of Portuguese. */
const PRELOADED_FONT = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/** The built file name of the preloaded font among the bundle's files, if it is there. */
export const findPreloadedFont = (fileNames: readonly string[]): string | undefined =>
  fileNames.find((name) => PRELOADED_FONT.test(name));

/** The <link> that fetches the font with the page (fonts are always fetched in CORS mode). */
export const createFontPreloadTag = (href: string): HtmlTagDescriptor => ({
  tag: 'link',
  attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: true },
  injectTo: 'head',
});

export const fontPreload = (): Plugin => {
  let base = '/';
  return {
    name: 'escola-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const fileName = findPreloadedFont(Object.keys(context.bundle ?? {}));
        if (fileName === undefined) {
          throw new Error('vite-font-preload: the Inter latin font is missing from the bundle');
        }
        return [createFontPreloadTag(`${base}${fileName}`)];
      },
    },
  };
};
