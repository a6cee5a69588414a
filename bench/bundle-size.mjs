// `npm run bench:bundle`: after `npm run build`, the JavaScript a first visit to each route loads
// (the entry, its static imports, the route's lazy page chunk and that chunk's static imports),
// gzip-compressed (level 9), read from Vite's manifest. Prints figures; asserts nothing.
// WEB_DIST_DIR measures a build made elsewhere (`vite build --outDir …`), as the server serves it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LEARN_BUDGET_BYTES = 170 * 1024;
/** Issue 6: the challenge page's first load, the code editor's lazy chunk included. */
const CHALLENGE_BUDGET_BYTES = 400 * 1024;
const CODE_EDITOR_CHUNK = 'src/features/challenges/components/code-editor.tsx';
/**
 * The editor's language support, one chunk per language (issue 14): a challenge loads the ones of
 * its files. Each challenge row is printed for the lightest (JavaScript) and heaviest (HTML, which
 * brings CSS and JavaScript with it) case.
 */
const LANGUAGE_CHUNKS = {
  JavaScript: ['../../node_modules/@codemirror/lang-javascript/dist/index.js'],
  HTML: [
    '../../node_modules/@codemirror/lang-html/dist/index.js',
    'src/features/challenges/lib/close-tag-type-over.ts',
  ],
};
const distDirectory = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestFile = path.join(distDirectory, '.vite/manifest.json');

/** Representative path of each page and the source module of its lazy chunk. */
const ROUTES = [
  { route: '/learn', page: 'src/features/learn/components/learn-page.tsx' },
  { route: '/sign-in', page: 'src/features/auth/components/sign-in-page.tsx' },
  { route: '/learn/:superBlock', page: 'src/features/learn/components/super-block-page.tsx' },
  {
    route: '/learn/:superBlock/:block/:challenge',
    page: 'src/features/challenges/components/challenge-page.tsx',
  },
  { route: '/admin/*', page: 'src/features/admin/components/admin-page.tsx' },
  {
    route: '/404 e caminhos desconhecidos',
    page: 'src/features/shell/components/not-found-page.tsx',
  },
  { route: 'páginas ainda sem conteúdo', page: 'src/app/pages/placeholder-page.tsx' },
];

/**
 * @typedef {{ file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The chunk's file and every file it imports statically, transitively.
 * @param {{ manifest: Manifest; key: string; files?: Set<string> }} options
 */
export function collectStaticFiles({ manifest, key, files = new Set() }) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? [])
    collectStaticFiles({ manifest, key: imported, files });
  return files;
}

/** @param {Set<string>} files @returns {number} */
const sumGzipBytes = (files) =>
  [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce(
      (total, file) =>
        total + gzipSync(readFileSync(path.join(distDirectory, file)), { level: 9 }).length,
      0,
    );

/** @param {number} bytes */
const formatKilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(manifestFile)) {
  console.error(
    `Sem ${manifestFile}: rode \`npm run build\` antes (o vite.config emite o manifest).`,
  );
  process.exit(1);
}
/** @type {Manifest} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.error('O manifest não tem um ponto de entrada (isEntry).');
  process.exit(1);
}
const entryFiles = collectStaticFiles({ manifest, key: entryKey });
console.log(
  `JavaScript do primeiro carregamento (gzip), de ${path.relative(process.cwd(), manifestFile)}`,
);
console.log(`  entrada e importações estáticas: ${formatKilobytes(sumGzipBytes(entryFiles))}`);

const mappedPages = new Set(ROUTES.map(({ page }) => page));
const lazyPages = (manifest[entryKey]?.dynamicImports ?? []).filter((key) => !mappedPages.has(key));
const rows = [...ROUTES, ...lazyPages.map((page) => ({ route: `(chunk ${page})`, page }))];
let missing = false;
/** @param {string} route @param {Set<string>} files @param {string} [label] */
const printRow = (route, files, label = '') => {
  const bytes = sumGzipBytes(files);
  /** @param {number} limit */
  const within = (limit) =>
    ` — orçamento ${formatKilobytes(limit)}: ${bytes <= limit ? 'dentro' : 'ACIMA'}`;
  const budget =
    route === '/learn'
      ? within(LEARN_BUDGET_BYTES)
      : label
        ? `${label}${within(CHALLENGE_BUDGET_BYTES)}`
        : '';
  console.log(`  ${route.padEnd(40)} ${formatKilobytes(bytes).padStart(9)}${budget}`);
};
for (const { route, page } of rows) {
  if (!manifest[page]) {
    console.log(`  ${route.padEnd(40)} chunk não encontrado: ${page}`);
    missing = true;
    continue;
  }
  const files = collectStaticFiles({ manifest, key: page, files: new Set(entryFiles) });
  const isChallenge = route === '/learn/:superBlock/:block/:challenge';
  if (!isChallenge) {
    printRow(route, files);
    continue;
  }
  // A code challenge loads the editor and its files' languages at once: they count in the
  // page's first load.
  if (manifest[CODE_EDITOR_CHUNK]) collectStaticFiles({ manifest, key: CODE_EDITOR_CHUNK, files });
  for (const [language, keys] of Object.entries(LANGUAGE_CHUNKS)) {
    const withLanguage = new Set(files);
    for (const key of keys) {
      if (!manifest[key]) {
        console.log(`  ${route.padEnd(40)} chunk não encontrado: ${key}`);
        missing = true;
      }
      collectStaticFiles({ manifest, key, files: withLanguage });
    }
    printRow(route, withLanguage, ` (com o editor e ${language})`);
  }
}
if (missing) {
  console.log(
    'Atualize ROUTES em bench/bundle-size.mjs se as páginas do app web mudaram de arquivo.',
  );
  process.exitCode = 1;
}
