// When the service worker is registered: over https or on localhost only, after the page loads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRegisterServiceWorker, registerServiceWorker } from './service-worker';

describe('canRegisterServiceWorker', () => {
  it('allows https anywhere', () => {
    expect(canRegisterServiceWorker({ protocol: 'https:', hostname: 'escola.dev' })).toBe(true);
  });

  it('allows localhost over http', () => {
    for (const hostname of ['localhost', '127.0.0.1', '[::1]']) {
      expect(canRegisterServiceWorker({ protocol: 'http:', hostname })).toBe(true);
    }
  });

  it('refuses plain http elsewhere', () => {
    expect(canRegisterServiceWorker({ protocol: 'http:', hostname: 'escola.dev' })).toBe(false);
    expect(canRegisterServiceWorker({ protocol: 'http:', hostname: '192.168.0.10' })).toBe(false);
  });
});

describe('registerServiceWorker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers /sw.js for the whole site once the page has loaded (jsdom runs on localhost)', () => {
    const register = vi.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
