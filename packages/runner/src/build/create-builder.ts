// Builds the learner's files for a frame or a worker: scripts through Babel (transform worker),
// SCSS through Sass (its own worker, SCSS_COMPILE_TIMEOUT_MS), then one document. Build workers
// are separate from the (at most two) test workers, and each job has a deadline.
import { createWorkerPool, type CreateWorker } from '../worker-pool';
import {
  NO_HTML_OR_JS_MESSAGE,
  PREVIEW_LOOP_TIMEOUT_MS,
  REACT_RUNTIME_UNAVAILABLE_MESSAGE,
  SCSS_COMPILE_TIMEOUT_MS,
  SCSS_TIMEOUT_MESSAGE,
  TEST_LOOP_ITERATIONS,
  TEST_LOOP_TIMEOUT_MS,
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
import { LOOP_CALLBACK_NAME, type LoopProtectionOptions } from './loop-protection';

export type BuildMode = 'preview' | 'test';
export type BuildFailure = { ok: false; error: string };
/** A document for a frame, and the React runtime it must run first when its modules import it. */
export type BuiltDocument = { ok: true; html: string; runtime: string | null };

const SCRIPT_EXTENSIONS = ['js', 'jsx', 'ts', 'tsx'];
const STYLE_EXTENSIONS = ['css', 'scss'];

export const LOOP_PROTECTION: Record<BuildMode, LoopProtectionOptions> = {
  preview: { timeoutMs: PREVIEW_LOOP_TIMEOUT_MS, iterations: 1, callbackName: LOOP_CALLBACK_NAME },
  test: {
    timeoutMs: TEST_LOOP_TIMEOUT_MS,
    iterations: TEST_LOOP_ITERATIONS,
    callbackName: LOOP_CALLBACK_NAME,
  },
};

const fileNameOf = (file: Pick<RunnerFile, 'name' | 'ext'>) => `${file.name}.${file.ext}`;

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

  const transformScripts = async (
    files: readonly RunnerFile[],
    mode: BuildMode,
  ): Promise<{ ok: true; scripts: AssembledScript[] } | BuildFailure> => {
    const scripts = files.filter((file) => SCRIPT_EXTENSIONS.includes(file.ext));
    if (scripts.length === 0) return { ok: true, scripts: [] };
    const outcome = await transformPool.run({
      request: {
        files: scripts.map((file) => ({
          fileName: fileNameOf(file),
          ext: file.ext,
          source: file.contents,
        })),
        loop: LOOP_PROTECTION[mode],
      },
      timeoutMs: TRANSFORM_TIMEOUT_MS,
    });
    if (outcome.kind === 'timeout') return { ok: false, error: 'Babel não respondeu a tempo.' };
    if (outcome.reply.kind === 'failed') return { ok: false, error: outcome.reply.error };
    const built: AssembledScript[] = [];
    for (const [index, output] of outcome.reply.outputs.entries()) {
      if (!output.ok) return { ok: false, error: output.error };
      const file = scripts[index] as RunnerFile;
      built.push({ fileName: fileNameOf(file), code: output.code, isModule: output.isModule });
    }
    return { ok: true, scripts: built };
  };

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
    const scriptFiles: RunnerFile[] = [
      ...files,
      ...(inline?.scripts ?? []).map((script) => ({ ...script, fileKey: script.name })),
    ];
    const [scripts, ...styles] = await Promise.all([
      transformScripts(scriptFiles, mode),
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
    /** Starts Babel's worker ahead of the first build. */
    warm: () => transformPool.warm(),
    dispose: () => {
      transformPool.dispose();
      scssPool.dispose();
    },
  };
};

export type Builder = ReturnType<typeof createBuilder>;
