// The declaration must travel with this file into every project that compiles it (apps/web too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./babel-standalone.d.ts" />
// Turns one learner file into code a browser runs: JSX (React's automatic runtime) and TypeScript
// removed, loops protected, and ES modules (import/export) either rewritten to the runner's small
// CommonJS `require` (frames provide it; React and React Router come from the runner's runtime) or,
// for a JavaScript-only challenge run as one script in a worker, ignored (ignore-module-syntax.ts).
// Pure over the Babel instance it is given, so it runs in the transform worker and in unit tests.
import type * as BabelStandalone from '@babel/standalone';
import { ignoreModuleSyntaxPlugin, type IgnoredImport } from './ignore-module-syntax';
import { createLoopProtectionPlugin, type LoopProtectionOptions } from './loop-protection';

/** 'commonjs': frames (module-system.ts); 'ignore': a worker, where the code is one script. */
export type ModuleSyntax = 'commonjs' | 'ignore';

export type TransformInput = {
  source: string;
  /** e.g. "index.jsx": named in syntax errors. */
  fileName: string;
  ext: string;
  loop: LoopProtectionOptions;
  moduleSyntax?: ModuleSyntax;
};

export type TransformOutput =
  | {
      ok: true;
      code: string;
      isModule: boolean;
      /** Imports the 'ignore' mode removed (the runner says which it could not provide). */
      ignoredImports: IgnoredImport[];
    }
  | { ok: false; error: string };

/** Records whether the file is an ES module (it has import or export). */
const moduleDetector = () => ({
  visitor: {
    Program(
      path: { node: { sourceType: string } },
      state: { file: { metadata: Record<string, unknown> } },
    ) {
      state.file.metadata.isModule = path.node.sourceType === 'module';
    },
  },
});

export const transformCode = (
  babel: Pick<typeof BabelStandalone, 'transform'>,
  { source, fileName, ext, loop, moduleSyntax = 'commonjs' }: TransformInput,
): TransformOutput => {
  const isJsx = ext === 'jsx' || ext === 'tsx';
  const isTypeScript = ext === 'ts' || ext === 'tsx';
  const presets: unknown[] = [];
  if (isJsx) presets.push(['react', { runtime: 'automatic' }]);
  if (isTypeScript) {
    presets.push(['typescript', { isTSX: ext === 'tsx', allExtensions: true }]);
  }
  try {
    const result = babel.transform(source, {
      filename: fileName,
      babelrc: false,
      configFile: false,
      // JSX files are modules (the automatic runtime imports React's); plain scripts stay scripts
      // (their top-level names are globals the tests can read) unless they import or export.
      sourceType: isJsx ? 'module' : 'unambiguous',
      retainLines: true,
      presets,
      plugins: [
        moduleDetector,
        createLoopProtectionPlugin(loop),
        moduleSyntax === 'ignore'
          ? ignoreModuleSyntaxPlugin
          : ['transform-modules-commonjs', { strictMode: false }],
      ],
    });
    return {
      ok: true,
      code: result.code ?? '',
      isModule: result.metadata.isModule === true,
      ignoredImports: (result.metadata.ignoredImports as IgnoredImport[] | undefined) ?? [],
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Babel names the file from its root ("/script.js: …"); the learner knows it as "script.js".
    return { ok: false, error: message.replace(`/${fileName}: `, `${fileName}: `) };
  }
};
