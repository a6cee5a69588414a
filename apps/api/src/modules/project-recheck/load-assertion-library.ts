// The assertion library the tests use: chai 6's ESM bundle (one file, no imports), the copy the
// runner's test worker bundles for the browser (@escola/runner depends on chai; npm hoists it to
// the root), read as text and evaluated inside the sandbox. Read once per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let cached: string | undefined;

export const loadAssertionLibrary = (): string => {
  cached ??= readFileSync(createRequire(import.meta.url).resolve('chai'), 'utf8');
  return cached;
};
