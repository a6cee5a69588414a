// `npm run build:frame -w @escola/runner`: the frame host document and its classic scripts, into
// dist/frame/ — served under RUNNER_FRAME_DIRECTORY by the API (copied into the web build) and by
// the headless harness. host.js: the host (frame/frame-host.ts) with the child frames' script
// (frame/frame-bootstrap.ts, chai included) inside it as text; react-runtime.js: React, React DOM
// and React Router for learner code (the builder inlines it into documents that import them).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/frame', import.meta.url));

const HOST_DOCUMENT = `<!DOCTYPE html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <title>Visualização</title>
    <style>
      html,
      body {
        margin: 0;
        height: 100%;
        overflow: hidden;
      }
    </style>
    <script src="host.js"></script>
  </head>
  <body></body>
</html>
`;

/** Builds one entry as a classic script; returns its code, or writes it to dist/frame. */
const buildScript = async ({
  name,
  entry,
  write,
  define = {},
}: {
  name: string;
  entry: string;
  write: boolean;
  define?: Record<string, string>;
}) => {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...define },
    build: {
      outDir,
      write,
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
  const [result] = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = result?.output.find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`O build de ${name} não gerou código.`);
  return chunk.code;
};

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const frameScript = await buildScript({
  name: 'frame',
  entry: 'src/frame/frame-bootstrap.ts',
  write: false,
});
await buildScript({
  name: 'host',
  entry: 'src/frame/frame-host.ts',
  write: true,
  define: { __ESCOLA_FRAME_SCRIPT__: JSON.stringify(frameScript) },
});
await buildScript({ name: 'react-runtime', entry: 'src/frame/react-runtime.ts', write: true });
await writeFile(`${outDir}/host.html`, HOST_DOCUMENT);
console.log(`[runner] frame em ${outDir}`);
