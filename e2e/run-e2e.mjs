// `npm run test:e2e`: Playwright journeys against the built app on Debian's Chromium.
// Without /usr/bin/chromium the journeys are skipped with a loud warning — except under CI, where
// a missing browser fails the run. Never downloads a browser.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureBuilds } from '../scripts/lib/ensure-builds.mjs';
import { findFreePort } from '../scripts/lib/find-free-port.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const isCi = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI ?? '');

if (!existsSync(CHROMIUM_PATH)) {
  const banner = '!'.repeat(78);
  console.error(
    [
      banner,
      `!!  TESTES END-TO-END NÃO EXECUTADOS: ${CHROMIUM_PATH} não existe.`,
      '!!  Instale o Chromium do Debian: sudo apt-get install -y chromium',
      isCi
        ? '!!  CI está definido: um navegador ausente reprova a execução.'
        : '!!  (Fora do CI isto não reprova a execução.)',
      banner,
    ].join('\n'),
  );
  process.exit(isCi ? 1 : 0);
}

ensureBuilds();
const port = process.env.E2E_PORT ?? String(await findFreePort());
const cli = fileURLToPath(import.meta.resolve('@playwright/test/cli'));
const configFile = fileURLToPath(new URL('playwright.config.ts', import.meta.url));
const child = spawn(
  process.execPath,
  [cli, 'test', '--config', configFile, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: port },
  },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
