// In production the API requires SESSION_SECRET. On a machine where none is configured, `npm
// start` generates one once, keeps it in <data dir>/secret (mode 600) and reuses it afterwards, so
// sessions survive restarts and a fresh clone still starts with one command.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SESSION_SECRET_BYTES = 32;
/** The API's MINIMUM_SESSION_SECRET_LENGTH (apps/api/src/config.ts). */
const MINIMUM_SECRET_LENGTH = 32;

/**
 * @param {{ dataDirectory: string }} options
 * @returns {{ secret: string; created: boolean; file: string }}
 */
export function readOrCreateSessionSecret({ dataDirectory }) {
  const file = path.join(dataDirectory, 'secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= MINIMUM_SECRET_LENGTH) return { secret, created: false, file };
  }
  mkdirSync(dataDirectory, { recursive: true });
  const secret = randomBytes(SESSION_SECRET_BYTES).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, created: true, file };
}
