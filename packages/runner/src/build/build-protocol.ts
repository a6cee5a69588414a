// Messages between the page and the build workers (Babel's transform, Sass).
import type { LoopProtectionOptions } from './loop-protection';
import type { ModuleSyntax, TransformOutput } from './transform-code';

export type TransformRequest = {
  /** fileName: the name Babel's messages give the file. */
  files: { fileName: string; ext: string; source: string }[];
  loop: LoopProtectionOptions;
  moduleSyntax: ModuleSyntax;
};
export type TransformReply =
  { kind: 'transformed'; outputs: TransformOutput[] } | { kind: 'failed'; error: string };

export type ScssRequest = { source: string };
export type ScssReply =
  | { kind: 'compiled'; css: string }
  | { kind: 'scss-error'; error: string }
  | { kind: 'failed'; error: string };
