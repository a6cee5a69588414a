import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
