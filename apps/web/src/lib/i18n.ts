// i18next in Brazilian Portuguese; every UI string lives in src/locales/pt-BR/*.json.
// pt-BR puts 0 under the "one" plural form, so plural keys also have a `_zero` form.
// The namespaces the first paint of the public pages needs are bundled; the others are loaded on
// first use by a dynamic import (a component using one suspends until it is there, never showing
// keys) and fetched early by preloadLazyNamespaces. Unit tests add them all at once (test/setup.ts).
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type admin from '../locales/pt-BR/admin.json';
import auth from '../locales/pt-BR/auth.json';
import type certificates from '../locales/pt-BR/certificates.json';
import type challenges from '../locales/pt-BR/challenges.json';
import common from '../locales/pt-BR/common.json';
import type consent from '../locales/pt-BR/consent.json';
import type design from '../locales/pt-BR/design.json';
import type enrolment from '../locales/pt-BR/enrolment.json';
import learn from '../locales/pt-BR/learn.json';
import type messages from '../locales/pt-BR/messages.json';
import type nationalStatus from '../locales/pt-BR/national-status.json';
import pages from '../locales/pt-BR/pages.json';
import type placementTest from '../locales/pt-BR/placement-test.json';
import type profile from '../locales/pt-BR/profile.json';
import type quiz from '../locales/pt-BR/quiz.json';
import type settings from '../locales/pt-BR/settings.json';
import shell from '../locales/pt-BR/shell.json';

export const LANGUAGE = 'pt-BR';

/** Bundled with the entry: the header, the loader, /learn, the home and sign-in. */
export const eagerResources = { auth, common, learn, pages, shell } as const;

export const LAZY_NAMESPACES = {
  admin: () => import('../locales/pt-BR/admin.json'),
  certificates: () => import('../locales/pt-BR/certificates.json'),
  challenges: () => import('../locales/pt-BR/challenges.json'),
  consent: () => import('../locales/pt-BR/consent.json'),
  design: () => import('../locales/pt-BR/design.json'),
  enrolment: () => import('../locales/pt-BR/enrolment.json'),
  messages: () => import('../locales/pt-BR/messages.json'),
  'national-status': () => import('../locales/pt-BR/national-status.json'),
  'placement-test': () => import('../locales/pt-BR/placement-test.json'),
  profile: () => import('../locales/pt-BR/profile.json'),
  quiz: () => import('../locales/pt-BR/quiz.json'),
  settings: () => import('../locales/pt-BR/settings.json'),
} as const;

export type LazyNamespace = keyof typeof LAZY_NAMESPACES;

/** Every namespace's strings (typed translation keys: src/i18next.d.ts). */
export type Resources = typeof eagerResources & {
  admin: typeof admin;
  certificates: typeof certificates;
  challenges: typeof challenges;
  consent: typeof consent;
  design: typeof design;
  enrolment: typeof enrolment;
  messages: typeof messages;
  'national-status': typeof nationalStatus;
  'placement-test': typeof placementTest;
  profile: typeof profile;
  quiz: typeof quiz;
  settings: typeof settings;
};

const isLazyNamespace = (namespace: string): namespace is LazyNamespace =>
  Object.hasOwn(LAZY_NAMESPACES, namespace);

/** An i18next backend that imports a lazy namespace's JSON chunk. */
export const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (_language, namespace, callback) => {
    if (!isLazyNamespace(namespace)) {
      callback(new Error(`unknown namespace ${namespace}`), false);
      return;
    }
    LAZY_NAMESPACES[namespace]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyNamespaceBackend)
  .use(initReactI18next)
  .init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    // A copy: i18next adds the namespaces it loads to this object.
    resources: { [LANGUAGE]: { ...eagerResources } },
    partialBundledLanguages: true,
    ns: Object.keys(eagerResources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });

/** Starts loading every lazy namespace (after the first render: they are not on its path). */
export const preloadLazyNamespaces = (): Promise<void> =>
  i18n.loadNamespaces(Object.keys(LAZY_NAMESPACES)).catch(() => undefined);
