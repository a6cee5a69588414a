// The transform worker: Babel (JSX, TypeScript, modules) and loop protection, off the page's main
// thread and out of its first load. Results are kept for the last sources, so running the same
// code again (a warm run) costs no Babel time. The page sends a small job as the challenge opens
// (warm-up), so Babel has loaded and compiled its hot paths before the first real run.
import * as babel from '@babel/standalone';
import type { TransformReply, TransformRequest } from './build-protocol';
import { transformCode, type TransformOutput } from './transform-code';

const MAX_CACHED = 64;
const cache = new Map<string, TransformOutput>();

const cached = (key: string, make: () => TransformOutput) => {
  const hit = cache.get(key);
  if (hit) return hit;
  const output = make();
  cache.set(key, output);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return output;
};

self.onmessage = (event: MessageEvent<TransformRequest>) => {
  const { files, loop, moduleSyntax } = event.data;
  const outputs = files.map((file) =>
    cached(JSON.stringify([file, loop, moduleSyntax]), () =>
      transformCode(babel, { ...file, loop, moduleSyntax }),
    ),
  );
  self.postMessage({ kind: 'transformed', outputs } satisfies TransformReply);
};
