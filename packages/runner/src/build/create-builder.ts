// Builds the learner's files for a frame or a worker: scripts through Babel (transform worker),
// SCSS through Sass (its own worker, SCSS_COMPILE_TIMEOUT_MS), then one document. Build workers
// are separate from the (at most two) test workers, and each job has a deadline. A syntax error
// names the learner's file it is in (buildProblem, run-log.ts).
import { createWorkerPool, type CreateWorker } from '../worker-pool';
import {
  NO_HTML_OR_JS_MESSAGE,
  REACT_RUNTIME_UNAVAILABLE_MESSAGE,
  SCSS_COMPILE_TIMEOUT_MS,
  SCSS_TIMEOUT_MESSAGE,
  TRANSFORM_TIMEOUT_MESSAGE,
  TRANSFORM_TIMEOUT_MS,
} from '../limits';
import type { RunnerFile } from '../types';
import {
  assembleDocument,
  importsPackages,
  REACT_RUNTIME_URL,
  type AssembledScript,
  type AssembledStyle,
} from './assemble-document';
import { extractInlineScripts } from './extract-inline-scripts';
import type { ScssReply, ScssRequest, TransformReply, TransformRequest } from './build-protocol';
import type { IgnoredImport } from './ignore-module-syntax';
import { LOOP_PROTECTION, type BuildMode } from './loop-protection';
import {
  fileNameOf,
  listScriptSources,
  SCRIPT_EXTENSIONS,
  type ScriptSource,
} from './script-sources';
import type { ModuleSyntax } from './transform-code';
import { WARM_UP_REQUESTS } from './warm-up-requests';

export type { BuildMode } from './loop-protection';
/**
 * The code could not be built. `error`: the raw reason (Babel's message, with its file, position
 * and code frame, or one of the runner's); `syntaxErrorIn`: the key of the learner's file Babel
 * could not parse.
 */
export type BuildFailure = { ok: false; error: string; syntaxErrorIn?: string };
export type TransformedScripts = {
  ok: true;
  scripts: AssembledScript[];
  /** Imports ignored (module syntax 'ignore'), with the file they are in. */
  ignoredImports: (IgnoredImport & { fileName: string })[];
};
/** A document for a frame, and the React runtime it must run first when its modules import it. */
export type BuiltDocument = { ok: true; html: string; runtime: string | null };

const STYLE_EXTENSIONS = ['css', 'scss'];

export const createBuilder = ({
  createTransformWorker,
  createScssWorker,
}: {
  createTransformWorker: CreateWorker;
  createScssWorker: CreateWorker;
}) => {
  const transformPool = createWorkerPool<TransformRequest, TransformReply>({
    createWorker: createTransformWorker,
    maxWorkers: 1,
  });
  const scssPool = createWorkerPool<ScssRequest, ScssReply>({
    createWorker: createScssWorker,
    maxWorkers: 1,
  });
  let warmedUp = false;

  const transformSources = async (
    sources: readonly ScriptSource[],
    mode: BuildMode,
    moduleSyntax: ModuleSyntax,
  ): Promise<TransformedScripts | BuildFailure> => {
    if (sources.length === 0) return { ok: true, scripts: [], ignoredImports: [] };
    const outcome = await transformPool.run({
      request: {
        files: sources.map(({ displayName, ext, source }) => ({
          fileName: displayName,
          ext,
          source,
        })),
        loop: LOOP_PROTECTION[mode],
        moduleSyntax,
      },
      timeoutMs: TRANSFORM_TIMEOUT_MS,
    });
    if (outcome.kind === 'timeout') return { ok: false, error: TRANSFORM_TIMEOUT_MESSAGE };
    if (outcome.reply.kind === 'failed') return { ok: false, error: outcome.reply.error };
    const built: TransformedScripts = { ok: true, scripts: [], ignoredImports: [] };
    for (const [index, output] of outcome.reply.outputs.entries()) {
      const { fileName, fileKey } = sources[index] as ScriptSource;
      if (!output.ok) return { ok: false, error: output.error, syntaxErrorIn: fileKey };
      built.scripts.push({ fileName, code: output.code, isModule: output.isModule });
      built.ignoredImports.push(...output.ignoredImports.map((entry) => ({ ...entry, fileName })));
    }
    return built;
  };

  /**
   * The script files, transformed. `moduleSyntax`: 'ignore' for a JavaScript-only challenge, run
   * in a worker as one script (ignore-module-syntax.ts); frames keep modules ('commonjs').
   */
  const transformScripts = (
    files: readonly RunnerFile[],
    mode: BuildMode,
    moduleSyntax: ModuleSyntax = 'commonjs',
  ) => transformSources(listScriptSources(files), mode, moduleSyntax);

  const compileStyle = async (
    file: RunnerFile,
  ): Promise<{ ok: true; style: AssembledStyle } | BuildFailure> => {
    const fileName = fileNameOf(file);
    if (file.ext !== 'scss') return { ok: true, style: { fileName, css: file.contents } };
    const outcome = await scssPool.run({
      request: { source: file.contents },
      timeoutMs: SCSS_COMPILE_TIMEOUT_MS,
    });
    if (outcome.kind === 'timeout') return { ok: false, error: SCSS_TIMEOUT_MESSAGE };
    if (outcome.reply.kind !== 'compiled') {
      return { ok: false, error: `${fileName}: ${outcome.reply.error}` };
    }
    return { ok: true, style: { fileName, css: outcome.reply.css } };
  };

  // Downloaded once per page (the first document that needs it, usually the preview as the
  // challenge opens), kept for every frame after it; a failed download is tried again next time.
  let reactRuntime: Promise<string | null> | null = null;
  const loadReactRuntime = () => {
    reactRuntime ??= fetch(REACT_RUNTIME_URL)
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null)
      .then((code) => {
        if (code === null) reactRuntime = null;
        return code;
      });
    return reactRuntime;
  };

  const buildDocument = async (
    files: readonly RunnerFile[],
    mode: BuildMode,
  ): Promise<BuiltDocument | BuildFailure> => {
    const html = files.find((file) => file.ext === 'html');
    if (!html && !files.some((file) => SCRIPT_EXTENSIONS.includes(file.ext))) {
      return { ok: false, error: NO_HTML_OR_JS_MESSAGE };
    }
    // Scripts inside the HTML are transformed (loops protected) like files.
    const inline = html ? extractInlineScripts(html.contents, html.name) : null;
    const sources = listScriptSources(
      files,
      html && inline ? { html, scripts: inline.scripts } : null,
    );
    const [scripts, ...styles] = await Promise.all([
      transformSources(sources, mode, 'commonjs'),
      ...files.filter((file) => STYLE_EXTENSIONS.includes(file.ext)).map(compileStyle),
    ]);
    if (!scripts.ok) return scripts;
    const compiled: AssembledStyle[] = [];
    for (const style of styles) {
      if (!style.ok) return style;
      compiled.push(style.style);
    }
    const runtime = importsPackages(scripts.scripts) ? await loadReactRuntime() : null;
    if (importsPackages(scripts.scripts) && runtime === null) {
      return { ok: false, error: REACT_RUNTIME_UNAVAILABLE_MESSAGE };
    }
    return {
      ok: true,
      html: assembleDocument({
        html: inline?.html ?? null,
        styles: compiled,
        scripts: scripts.scripts,
      }),
      runtime,
    };
  };

  return {
    transformScripts,
    buildDocument,
    /**
     * Starts Babel's worker ahead of the first build and has it transform a little code, so the
     * first run does not wait for Babel to load and compile (a few seconds on a slow machine).
     * Once per builder; a run asked for meanwhile waits for the warm-up, never for a second one.
     */
    warm: ({ frames }: { frames: boolean }) => {
      if (warmedUp) return;
      warmedUp = true;
      void transformPool.run({
        request: WARM_UP_REQUESTS[frames ? 'page' : 'worker'],
        timeoutMs: TRANSFORM_TIMEOUT_MS,
      });
    },
    dispose: () => {
      warmedUp = false;
      transformPool.dispose();
      scssPool.dispose();
    },
  };
};

export type Builder = ReturnType<typeof createBuilder>;
