// `npm run test:e2e`: Playwright journeys against the built app on Debian's Chromium.
// Without /usr/bin/chromium the journeys are skipped with a loud warning — except under CI, where
// a missing browser fails the run. Never downloads a browser.
// The journeys run as E2E_SHARDS Playwright shards at once (default 1; decision 052), each on its
// own port, so each global setup starts its own server, database and fake services. Two shards
// take 15 min instead of 22 here, but on two loaded cores a journey can pass its 30 s limit: the
// default goes to 2 once the journeys hold under that load (issue 34).
import { fileURLToPath } from 'node:url';
import { exitUnlessChromium } from '../scripts/lib/chromium.mjs';
import { ensureBuilds } from '../scripts/lib/ensure-builds.mjs';
import { findFreePorts } from '../scripts/lib/find-free-port.mjs';
import { runPlaywrightShards } from '../scripts/lib/run-playwright.mjs';

exitUnlessChromium({ suite: 'TESTES END-TO-END' });
ensureBuilds();
const args = process.argv.slice(2);
const shards = Number(process.env.E2E_SHARDS ?? 1);
if (!Number.isInteger(shards) || shards < 1) {
  console.error(
    `E2E_SHARDS deve ser um número inteiro maior que zero (recebido: ${process.env.E2E_SHARDS}).`,
  );
  process.exit(1);
}
const ports =
  process.env.E2E_PORT && shards === 1 ? [process.env.E2E_PORT] : await findFreePorts(shards);
runPlaywrightShards({
  configFile: fileURLToPath(new URL('playwright.config.ts', import.meta.url)),
  args,
  shardEnvironments: ports.map((port, index) => ({
    ...process.env,
    E2E_PORT: String(port),
    ...(shards > 1 ? { E2E_SHARD: String(index + 1) } : {}),
  })),
});
