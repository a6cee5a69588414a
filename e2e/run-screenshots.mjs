// `npm run screenshots`: regenerates docs/screenshots/*.png from the built app (README, issue 15).
import { fileURLToPath } from 'node:url';
import { exitUnlessChromium } from '../scripts/lib/chromium.mjs';
import { ensureBuilds } from '../scripts/lib/ensure-builds.mjs';
import { runPlaywright } from '../scripts/lib/run-playwright.mjs';

exitUnlessChromium({ suite: 'CAPTURAS DE TELA' });
ensureBuilds();
runPlaywright({ configFile: fileURLToPath(new URL('screenshots.config.ts', import.meta.url)) });
