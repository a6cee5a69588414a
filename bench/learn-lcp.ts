/// <reference lib="dom" />
// `npm run bench:learn-lcp`: how fast /learn renders with a big curriculum, as figures (never
// asserted). Generates N challenges (default 2,000, bench/lib/generate-curriculum.ts), builds them,
// serves them with the built web app (scripts/start.mjs, fresh data directory), opens /learn as a
// visitor in headless /usr/bin/chromium with 4× CPU throttling (CDP) and prints the Largest
// Contentful Paint (PerformanceObserver) and when the four trilhas were on screen. Budget (issue 5):
// LCP ≤ 1.5 s.  --challenges N  --runs N (default 5; the median is the figure)  --details (resources)
// The web build (WEB_DIST_DIR, else apps/web/dist) is copied and its public pages prerendered again
// from the generated curriculum, as a deploy builds them from its own (issue 15).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { prerenderIntoBuild } from '../apps/web/vite-prerender';
import { startBuiltApp } from './lib/start-built-app';
import { generateCurriculum } from './lib/generate-curriculum';

const BUDGET_LCP_MS = 1_500;
const CPU_THROTTLING_RATE = 4;
const CHROMIUM_PATH = '/usr/bin/chromium';
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    challenges: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
    details: { type: 'boolean', default: false },
  },
});
const challengeCount = Number(values.challenges);
const runs = Number(values.runs);

const buildCurriculum = async ({ directory }: { directory: string }) => {
  const contentDirectory = await generateCurriculum({ directory, challengeCount });
  const outputDirectory = path.join(directory, 'dist');
  const build = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'curriculum/src/run-build.ts',
      '--content',
      contentDirectory,
      '--out',
      outputDirectory,
    ],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error('a construção do currículo falhou');
  }
  return path.join(outputDirectory, 'page-data');
};

type Measure = { lcpMs: number; lcpElement: string; mapMs: number; fcpMs: number };

/** One cold visit (new context: empty cache) to /learn under 4× CPU throttling. */
const measureVisit = async ({ browser, origin }: { browser: Browser; origin: string }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
  await page.addInitScript(() => {
    const state = { lcp: 0, element: '' };
    Object.assign(window, { __lcp: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        state.lcp = entry.startTime;
        const element = entry.element;
        state.element = element
          ? `${element.tagName.toLowerCase()}${element.className ? `.${element.className}` : ''}`
          : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${origin}/learn`);
  await page.locator('.learn-super-block h3').nth(3).waitFor();
  const mapMs = await page.evaluate(() => performance.now());
  // LCP is final once the page settles: give late paints a moment, then read it.
  await page.waitForTimeout(1_000);
  if (values.details) {
    const timings = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(
          (entry) =>
            `${entry.name.replace(location.origin, '')} ${entry.startTime.toFixed(0)}→${(entry as PerformanceResourceTiming).responseEnd.toFixed(0)}`,
        ),
    );
    console.log(timings.join('\n'));
  }
  const result = await page.evaluate(
    () => (window as unknown as { __lcp: { lcp: number; element: string } }).__lcp,
  );
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await context.close();
  return { lcpMs: result.lcp, lcpElement: result.element, mapMs, fcpMs } satisfies Measure;
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} não existe.`);
const webDistDirectory = path.resolve(repositoryRoot, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
if (!existsSync(path.join(webDistDirectory, 'index.html'))) {
  throw new Error('Construa o app web antes: npm run build');
}
const directory = await mkdtemp(path.join(tmpdir(), 'escola-bench-learn-lcp-'));
let stopServer: (() => Promise<void>) | undefined;
let browser: Browser | undefined;
try {
  const pageDataDirectory = await buildCurriculum({ directory });
  const index = await readFile(path.join(pageDataDirectory, 'curriculum.json'));
  const benchDistDirectory = path.join(directory, 'web-dist');
  await cp(webDistDirectory, benchDistDirectory, { recursive: true });
  await prerenderIntoBuild({
    root: path.join(repositoryRoot, 'apps/web'),
    outDir: benchDistDirectory,
    pageDataDirectory,
  });
  process.env.WEB_DIST_DIR = benchDistDirectory;
  const learnHtml = await readFile(path.join(benchDistDirectory, 'prerendered/learn.html')).catch(
    () => undefined,
  );
  const server = await startBuiltApp({
    pageDataDirectory,
    dataDirectory: path.join(directory, 'data'),
  });
  stopServer = server.stop;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const measures: Measure[] = [];
  for (let run = 0; run < runs; run += 1) {
    measures.push(await measureVisit({ browser, origin: server.origin }));
  }
  const lcp = median(measures.map((entry) => entry.lcpMs));
  const map = median(measures.map((entry) => entry.mapMs));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `bench:learn-lcp — ${challengeCount} desafios; curriculum.json ${kb(index.length)} KB (gzip ${kb(gzipSync(index).length)} KB)`,
  );
  console.log(
    learnHtml
      ? `/learn pré-renderizada: ${kb(learnHtml.length)} KB (gzip ${kb(gzipSync(learnHtml).length)} KB)`
      : '/learn sem pré-renderização',
  );
  console.log(
    `Chromium headless, CPU ${CPU_THROTTLING_RATE}× mais lenta, visitante, cache vazio, ${runs} visitas`,
  );
  for (const [position, entry] of measures.entries()) {
    console.log(
      `  visita ${position + 1}: FCP ${entry.fcpMs.toFixed(0)} ms; LCP ${entry.lcpMs.toFixed(0)} ms (${entry.lcpElement}); quatro trilhas na tela em ${entry.mapMs.toFixed(0)} ms`,
    );
  }
  const verdict = lcp <= BUDGET_LCP_MS ? 'dentro' : 'ACIMA';
  console.log(
    `LCP (mediana): ${lcp.toFixed(0)} ms — ${verdict} do orçamento de ${BUDGET_LCP_MS} ms`,
  );
  console.log(`mapa completo na tela (mediana): ${map.toFixed(0)} ms`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await stopServer?.();
  await rm(directory, { recursive: true, force: true });
}
