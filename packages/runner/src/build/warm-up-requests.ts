// What the transform worker is given when the workspace opens (create-builder.ts, `warm`).
import type { TransformRequest } from './build-protocol';
import { LOOP_PROTECTION } from './loop-protection';

/**
 * The warm-up job (decision 024: the workspace opening warms the runner): small, but through the
 * parser, the loop protection, the module handling and the code generator a first run needs —
 * JSX and CommonJS for a challenge with a page, plain JavaScript for one run in a worker.
 */
export const WARM_UP_REQUESTS: Record<'page' | 'worker', TransformRequest> = {
  page: {
    files: [
      {
        fileName: 'aquecimento.jsx',
        ext: 'jsx',
        source:
          "import { useState } from 'react';\nexport const Lista = ({ itens }) => { for (const item of itens) { if (!item) break; } return <ul>{itens.map((item) => <li key={item}>{item}</li>)}</ul>; };",
      },
    ],
    loop: LOOP_PROTECTION.test,
    moduleSyntax: 'commonjs',
  },
  worker: {
    files: [
      {
        fileName: 'aquecimento.js',
        ext: 'js',
        source:
          "import { dobro } from './dobro';\nexport function soma(lista) { let total = 0; for (let i = 0; i < lista.length; i += 1) { total += lista[i]; } return `${total}`; }",
      },
    ],
    loop: LOOP_PROTECTION.test,
    moduleSyntax: 'ignore',
  },
};
