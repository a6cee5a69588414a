// The namespaces not bundled with the entry load through the dynamic-import backend.
import { describe, expect, it } from 'vitest';
import settings from '../locales/pt-BR/settings.json';
import { eagerResources, LANGUAGE, LAZY_NAMESPACES, lazyNamespaceBackend } from './i18n';

const read = (namespace: string) =>
  new Promise<unknown>((resolve, reject) => {
    lazyNamespaceBackend.read(LANGUAGE, namespace, (error, data) =>
      error ? reject(error) : resolve(data),
    );
  });

describe('lazy locale namespaces', () => {
  it('loads a lazy namespace from its JSON chunk', async () => {
    await expect(read('settings')).resolves.toEqual(settings);
  });

  it('refuses a namespace it does not know', async () => {
    await expect(read('nope')).rejects.toThrow('nope');
  });

  it('keeps the first paint of /learn and the home in the entry, the rest lazy', () => {
    expect(Object.keys(eagerResources)).toEqual(
      expect.arrayContaining(['common', 'shell', 'learn', 'auth', 'pages']),
    );
    for (const namespace of Object.keys(LAZY_NAMESPACES)) {
      expect(Object.keys(eagerResources)).not.toContain(namespace);
    }
  });
});
