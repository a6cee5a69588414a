import { describe, expect, it } from 'vitest';
import { canRegisterServiceWorker } from './service-worker';

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
