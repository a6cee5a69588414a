import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { readOrCreateSessionSecret } from './ensure-session-secret.mjs';

/** @type {string} */
let dataDirectory;

beforeEach(() => {
  dataDirectory = path.join(mkdtempSync(path.join(tmpdir(), 'session-secret-')), 'data');
});
afterEach(() => rmSync(path.dirname(dataDirectory), { recursive: true, force: true }));

it('creates a random secret of at least 32 characters, readable only by the owner', () => {
  const { secret, created, file } = readOrCreateSessionSecret({ dataDirectory });

  expect(created).toBe(true);
  expect(secret.length).toBeGreaterThanOrEqual(32);
  expect(readFileSync(file, 'utf8').trim()).toBe(secret);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const other = readOrCreateSessionSecret({ dataDirectory: `${dataDirectory}-other` });
  expect(other.secret).not.toBe(secret);
});

it('reuses the stored secret on the next start, so sessions survive restarts', () => {
  const first = readOrCreateSessionSecret({ dataDirectory });
  const second = readOrCreateSessionSecret({ dataDirectory });

  expect(second).toEqual({ ...first, created: false });
});

it('replaces a stored secret too short for the API', () => {
  readOrCreateSessionSecret({ dataDirectory });
  writeFileSync(path.join(dataDirectory, 'secret'), 'curto\n');

  const { secret, created } = readOrCreateSessionSecret({ dataDirectory });

  expect(created).toBe(true);
  expect(secret.length).toBeGreaterThanOrEqual(32);
});
