// What the transform worker is given for each script of a challenge: a file as the learner wrote
// it, or a script written inside the HTML file. An inline script is padded with the lines and
// columns that come before it in the HTML, so Babel's positions (a syntax error's line and
// column, a stopped loop's line) are the HTML file's — what the learner sees in the editor — and
// its errors name the HTML file, whose key the runner reports with them.
import type { RunnerFile } from '../types';
import type { InlineScript } from './extract-inline-scripts';

export type ScriptSource = {
  /** The file name the document assembly knows the script by ("script.js", "index-script-1.js"). */
  fileName: string;
  /** The learner's file the script is in (the HTML file's, for an inline script). */
  fileKey: string;
  /** The name Babel's messages give (the HTML file's, for an inline script). */
  displayName: string;
  ext: string;
  source: string;
};

export const SCRIPT_EXTENSIONS = ['js', 'jsx', 'ts', 'tsx'];

export const fileNameOf = (file: Pick<RunnerFile, 'name' | 'ext'>) => `${file.name}.${file.ext}`;

export const listScriptSources = (
  files: readonly RunnerFile[],
  inline: { html: RunnerFile; scripts: readonly InlineScript[] } | null = null,
): ScriptSource[] => [
  ...files
    .filter((file) => SCRIPT_EXTENSIONS.includes(file.ext))
    .map((file) => ({
      fileName: fileNameOf(file),
      fileKey: file.fileKey,
      displayName: fileNameOf(file),
      ext: file.ext,
      source: file.contents,
    })),
  ...(inline?.scripts ?? []).map((script) => ({
    fileName: fileNameOf(script),
    fileKey: inline?.html.fileKey ?? script.name,
    displayName: inline ? fileNameOf(inline.html) : fileNameOf(script),
    ext: script.ext,
    source: `${'\n'.repeat(script.line - 1)}${' '.repeat(script.column)}${script.contents}`,
  })),
];
