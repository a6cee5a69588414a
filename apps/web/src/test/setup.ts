import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, LANGUAGE } from '../lib/i18n';
import admin from '../locales/pt-BR/admin.json';
import certificates from '../locales/pt-BR/certificates.json';
import challenges from '../locales/pt-BR/challenges.json';
import consent from '../locales/pt-BR/consent.json';
import enrolment from '../locales/pt-BR/enrolment.json';
import messages from '../locales/pt-BR/messages.json';
import nationalStatus from '../locales/pt-BR/national-status.json';
import placementTest from '../locales/pt-BR/placement-test.json';
import profile from '../locales/pt-BR/profile.json';
import quiz from '../locales/pt-BR/quiz.json';
import settings from '../locales/pt-BR/settings.json';

// Pages, their locale namespaces and the dialog are lazy chunks: on a loaded CI machine (and on
// Node 26) their first import can pass Testing Library's 1 s default for findBy… and waitFor.
configure({ asyncUtilTimeout: 5_000 });

// The app loads these namespaces on first use (lib/i18n.ts); tests have every one at once.
for (const [namespace, strings] of Object.entries({
  admin,
  certificates,
  challenges,
  consent,
  enrolment,
  messages,
  'national-status': nationalStatus,
  'placement-test': placementTest,
  profile,
  quiz,
  settings,
})) {
  i18n.addResourceBundle(LANGUAGE, namespace, strings);
}

// The app prefetches the modal's lazy dialog chunk when idle; a test file that uses modals gets it
// loaded first, so a modal appears in the same render, as in the app after the prefetch. (Only
// files that import the modal pay for loading React Aria.)
vi.mock('../components/ui/modal', async (importOriginal) => {
  const modal = await importOriginal<typeof import('../components/ui/modal')>();
  await modal.preloadModal();
  return modal;
});

// Node ≥ 25 defines an inert `localStorage` global (undefined without --localstorage-file), so
// vitest does not install jsdom's: read it from the jsdom window for each test file.
const jsdomWindow = () => (globalThis as { jsdom?: { window: Window } }).jsdom?.window;
if (jsdomWindow() && globalThis.localStorage === undefined) {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => jsdomWindow()?.localStorage,
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  document.title = '';
});
