// Debian's Chromium for every browser suite (e2e journeys, runner browser tests, curriculum:test)
// with the launch arguments of docs/architecture.md (stack). Never downloads a browser: without
// /usr/bin/chromium a suite is skipped with a loud warning — except under CI, where a missing
// browser fails the run.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** docs/architecture.md, stack table ("e2e"): the same for Playwright's config and for scripts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const isCi = () => Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI ?? '');

/**
 * Returns when Chromium is there. Otherwise prints a loud warning naming the suite and ends the
 * process: exit code 1 under CI, 0 elsewhere (the suite is skipped, not failed).
 * @param {{ suite: string }} options e.g. 'TESTES END-TO-END'
 */
export function exitUnlessChromium({ suite }) {
  if (existsSync(CHROMIUM_PATH)) return;
  const banner = '!'.repeat(78);
  console.error(
    [
      banner,
      `!!  ${suite} NÃO EXECUTADOS: ${CHROMIUM_PATH} não existe.`,
      '!!  Instale o Chromium do Debian: sudo apt-get install -y chromium',
      isCi()
        ? '!!  CI está definido: um navegador ausente reprova a execução.'
        : '!!  (Fora do CI isto não reprova a execução.)',
      banner,
    ].join('\n'),
  );
  process.exit(isCi() ? 1 : 0);
}
