// `npm run build -w @escola/api`: the API as the production process runs it (`npm start`, decision
// 039) — bundled by esbuild into apps/api/dist, our workspace packages included, every npm package
// left to node_modules. Running the TypeScript sources through tsx instead costs ~65 MB of memory
// for the life of the process (the loader's thread and the transformed sources), a third of the
// API's 200 MB budget. Modules the API loads on demand (the PDF, the spreadsheet, PGlite) stay in
// chunks of their own, loaded when first used.
//
// import.meta.url-relative paths (the repository root, the migrations) stay valid because every
// output folder sits two levels below the repository root, as apps/api/src does.
import { rmSync, renameSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repositoryRoot } from './lib/find-repository-root.mjs';

const API_SOURCE = path.join(repositoryRoot, 'apps/api/src');
export const API_DIST = path.join(repositoryRoot, 'apps/api/dist');

/** Entry points, by output name: the server, the re-check worker thread, the start banner. */
export const API_ENTRY_POINTS = {
  server: path.join(API_SOURCE, 'server.ts'),
  'recheck-worker': path.join(API_SOURCE, 'modules/project-recheck/recheck-worker.ts'),
  'demo-accounts': path.join(API_SOURCE, 'demo-accounts.ts'),
};

/**
 * Our own packages are bundled; any other bare import is an npm package, loaded at run time.
 * @type {import('esbuild').Plugin}
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@escola/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds into a fresh folder and swaps it in, so a server starting meanwhile never meets half a
 * build. `outdir` must sit two levels below the repository root (see above).
 * @param {{ entryPoints?: Record<string, string>; outdir?: string }} [options]
 */
export async function buildApi({ entryPoints = API_ENTRY_POINTS, outdir = API_DIST } = {}) {
  const staging = path.join(path.dirname(outdir), `.dist-build-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    keepNames: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
    // Tells the bundle it is the bundle (recheck-pool.ts picks its worker file by it).
    define: { __API_BUNDLE__: 'true' },
  });
  rmSync(outdir, { recursive: true, force: true });
  renameSync(staging, outdir);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildApi();
