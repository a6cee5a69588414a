// The code editor's chunk (CodeMirror), started once and kept. The challenge page starts it as
// soon as its own code runs — while the page data is still on its way — and the editor pane renders
// the editor at once when it is already there. Through React.lazy alone it would be fetched only
// after the page data, and a resolved lazy component still suspends once: React then holds the
// reveal for its Suspense throttle (300 ms).
import type { ComponentType } from 'react';
import type { CodeEditorProps } from './code-editor';

type CodeEditorModule = { default: ComponentType<CodeEditorProps> };

let started: Promise<CodeEditorModule> | null = null;
let loaded: ComponentType<CodeEditorProps> | null = null;

export const loadCodeEditor = (): Promise<CodeEditorModule> => {
  if (!started) {
    started = import('./code-editor').then((module) => {
      loaded = module.default;
      return module;
    });
    // A failed load (a dropped connection) may be tried again.
    started.catch(() => {
      started = null;
    });
  }
  return started;
};

/** The editor component when its chunk is already loaded; null while it is not. */
export const getLoadedCodeEditor = (): ComponentType<CodeEditorProps> | null => loaded;
