// The editor's language support, one chunk per language: a JavaScript challenge does not download
// the HTML and CSS parsers, nor a CSS file the JavaScript one. Each load is started once and kept,
// so the page can start them as soon as it knows the files (in parallel with the editor's own
// chunk) and the editor finds them ready.
import type { Extension } from '@codemirror/state';

const loaders: Record<string, () => Promise<Extension>> = {
  html: async () => {
    const [{ html }, { closeTagTypeOver }] = await Promise.all([
      import('@codemirror/lang-html'),
      import('./close-tag-type-over'),
    ]);
    return [html(), closeTagTypeOver];
  },
  css: async () => (await import('@codemirror/lang-css')).css(),
  scss: async () => (await import('@codemirror/lang-css')).css(),
  js: async () => (await import('@codemirror/lang-javascript')).javascript(),
  jsx: async () => (await import('@codemirror/lang-javascript')).javascript({ jsx: true }),
  ts: async () => (await import('@codemirror/lang-javascript')).javascript({ typescript: true }),
  tsx: async () =>
    (await import('@codemirror/lang-javascript')).javascript({ jsx: true, typescript: true }),
};

const loaderKey = (ext: string): string => (ext in loaders ? ext : 'js');

const started = new Map<string, Promise<Extension>>();
const loaded = new Map<string, Extension>();

/** Starts loading the language of `ext` (once); resolves to its extension. */
export const loadLanguage = (ext: string): Promise<Extension> => {
  const key = loaderKey(ext);
  let promise = started.get(key);
  if (!promise) {
    promise = loaders[key]!().then((extension) => {
      loaded.set(key, extension);
      return extension;
    });
    // A failed load (a dropped connection) may be tried again by the next editor.
    promise.catch(() => started.delete(key));
    started.set(key, promise);
  }
  return promise;
};

/** The language of `ext` if it is already loaded, so the editor can start with it at once. */
export const getLoadedLanguage = (ext: string): Extension | undefined => loaded.get(loaderKey(ext));
