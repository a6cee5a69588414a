// Prerenders the public pages (src/app/prerendered-pages.ts) after the client build: a server build
// of src/entry-prerender.tsx renders each page with react-dom's prerender from the curriculum's page
// data (PAGE_DATA_DIR, else curriculum/dist/page-data); the HTML goes into a copy of index.html at
// <outDir>/prerendered/<name>.html, its stylesheets inlined, listed with the page data's buildId in
// pages.json for the API.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

export const PRERENDERED_DIRECTORY = 'prerendered';
export const PRERENDERED_PAGES_FILE = 'pages.json';
const ENTRY = 'src/entry-prerender.tsx';
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
/** What the shell of index.html is wrapped in, inside #root (replaced by the page). */
const ROOT_PATTERN = /<div id="root">[\s\S]*?<!-- \/app-shell -->\s*<\/div>/;

type PrerenderedPage = { name: string; paths: string[]; module: string };
type PrerenderEntry = {
  PRERENDERED_PAGES: PrerenderedPage[];
  renderPage: (options: { path: string; curriculumIndex: unknown }) => Promise<string>;
};

/** Every file a chunk imports statically, itself included (Vite's manifest). */
const collectChunks = (manifest: Manifest, key: string, keys = new Set<string>()) => {
  if (keys.has(key) || !manifest[key]) return keys;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) collectChunks(manifest, imported, keys);
  return keys;
};

/** The stylesheets and module preloads of a page's chunk that the entry does not already load. */
export const findPageAssets = ({ manifest, module }: { manifest: Manifest; module: string }) => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryChunks = entryKey ? collectChunks(manifest, entryKey) : new Set<string>();
  const entryStyles = new Set([...entryChunks].flatMap((key) => manifest[key]?.css ?? []));
  const pageChunks = [...collectChunks(manifest, module)].filter((key) => !entryChunks.has(key));
  const styles = pageChunks
    .flatMap((key) => manifest[key]?.css ?? [])
    .filter((file) => !entryStyles.has(file));
  const scripts = pageChunks.map((key) => manifest[key]?.file ?? '').filter(Boolean);
  return { styles: [...new Set(styles)], scripts };
};

/** index.html with the page's HTML in #root and its chunk's assets in the head. */
export const composePageHtml = ({
  indexHtml,
  pageHtml,
  name,
  buildId,
  styles,
  scripts,
  base = '/',
}: {
  indexHtml: string;
  pageHtml: string;
  name: string;
  buildId: string;
  styles: string[];
  scripts: string[];
  base?: string;
}): string => {
  if (!ROOT_PATTERN.test(indexHtml)) {
    throw new Error(
      'vite-prerender: index.html has no <div id="root"> ending with <!-- /app-shell -->',
    );
  }
  const links = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('\n    ');
  const root = `<div id="root" data-prerendered="${name}" data-build-id="${buildId}">${pageHtml}</div>`;
  return indexHtml
    .replace(ROOT_PATTERN, () => root)
    .replace('</head>', () => `  ${links}\n  </head>`);
};

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/**
 * The page's stylesheets written into it: its first paint waits for no request but the document
 * (the API allows these <style> blocks by their hashes). `readStyle` gets a stylesheet's text by
 * its URL path, or undefined to keep the link.
 */
export const inlineStylesheets = (html: string, readStyle: (href: string) => string | undefined) =>
  html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readStyle(href);
    return css === undefined ? link : `<style>${css.replace(/\s+$/, '')}</style>`;
  });

const readCurriculumIndex = async (pageDataDirectory: string) => {
  const file = path.join(pageDataDirectory, 'curriculum.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(await readFile(file, 'utf8')) as { buildId: string };
};

type Logger = Pick<ResolvedConfig['logger'], 'info' | 'warn'>;

/**
 * Prerenders the pages into a client build at `outDir` (made with this app's `root`) from the page
 * data in `pageDataDirectory`; warns and does nothing without a curriculum build there.
 */
export const prerenderIntoBuild = async ({
  root,
  outDir,
  pageDataDirectory,
  base = '/',
  logger = console,
}: {
  root: string;
  outDir: string;
  pageDataDirectory: string;
  base?: string;
  logger?: Logger;
}): Promise<void> => {
  const curriculumIndex = await readCurriculumIndex(pageDataDirectory);
  if (!curriculumIndex) {
    logger.warn(
      `vite-prerender: no ${pageDataDirectory}/curriculum.json (npm run curriculum:build): pages not prerendered`,
    );
    return;
  }
  // Inside the app's node_modules, so the server build's bare imports (react…) resolve.
  const cacheDirectory = path.join(root, 'node_modules/.cache');
  await mkdir(cacheDirectory, { recursive: true });
  const serverDirectory = await mkdtemp(path.join(cacheDirectory, 'escola-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      // Workspace packages export TypeScript sources: bundled, not left to Node.
      ssr: { noExternal: [/^@escola\//] },
      build: { ssr: ENTRY, outDir: serverDirectory, emptyOutDir: true, minify: false },
    });
    const entryFile = pathToFileURL(path.join(serverDirectory, 'entry-prerender.js')).href;
    const entry = (await import(entryFile)) as PrerenderEntry;
    const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(
      await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    await mkdir(path.join(outDir, PRERENDERED_DIRECTORY), { recursive: true });
    const pages: Record<string, string> = {};
    for (const page of entry.PRERENDERED_PAGES) {
      const [firstPath = '/'] = page.paths;
      const pageHtml = await entry.renderPage({ path: firstPath, curriculumIndex });
      const fileName = `${page.name}.html`;
      const html = composePageHtml({
        indexHtml,
        pageHtml,
        name: page.name,
        buildId: curriculumIndex.buildId,
        base,
        ...findPageAssets({ manifest, module: page.module }),
      });
      const readStyle = (href: string) => {
        const file = path.join(outDir, href.slice(base.length));
        return href.startsWith(base) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      };
      await writeFile(
        path.join(outDir, PRERENDERED_DIRECTORY, fileName),
        inlineStylesheets(html, readStyle),
      );
      for (const pagePath of page.paths) pages[pagePath] = fileName;
    }
    await writeFile(
      path.join(outDir, PRERENDERED_DIRECTORY, PRERENDERED_PAGES_FILE),
      `${JSON.stringify({ buildId: curriculumIndex.buildId, pages }, null, 2)}\n`,
    );
    logger.info(`vite-prerender: ${Object.keys(pages).join(', ')} prerendered`);
  } finally {
    await rm(serverDirectory, { recursive: true, force: true });
  }
};

export const prerenderPages = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'escola-prerender-pages',
    apply: (_userConfig, environment) => environment.command === 'build' && !environment.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await prerenderIntoBuild({
        root: config.root,
        outDir: path.resolve(config.root, config.build.outDir),
        pageDataDirectory: path.resolve(
          repositoryRoot,
          process.env.PAGE_DATA_DIR || 'curriculum/dist/page-data',
        ),
        base: config.base,
        logger: config.logger,
      });
    },
  };
};
