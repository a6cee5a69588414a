// `npm run build:frame -w @escola/runner`: the frame document and its two classic scripts, into
// dist/frame/ — served under RUNNER_FRAME_DIRECTORY by the API (copied into the web build) and by
// the headless harness. frame.js: the bootstrap (chai included); react-runtime.js: React, React
// DOM and React Router for learner code.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/frame', import.meta.url));

const FRAME_DOCUMENT = `<!DOCTYPE html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <title>Visualização</title>
    <script src="frame.js"></script>
  </head>
  <body></body>
</html>
`;

const entries = [
  { name: 'frame', entry: 'src/frame/frame-bootstrap.ts' },
  { name: 'react-runtime', entry: 'src/frame/react-runtime.ts' },
];

await mkdir(outDir, { recursive: true });
for (const { name, entry } of entries) {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: `${root}/${entry}`,
        formats: ['iife'],
        name: `escola_${name.replace('-', '_')}`,
        fileName: () => `${name}.js`,
      },
    },
  });
}
await writeFile(`${outDir}/frame.html`, FRAME_DOCUMENT);
console.log(`[runner] frame em ${outDir}`);
