// The editor component for the editor pane: at once when its chunk is already loaded (the page
// starts it early: components/load-code-editor), else once it arrives. The languages of the
// challenge's files (a chunk each) start loading at the same time. Held in state rather than
// behind React.lazy and Suspense, whose reveal React throttles (up to 300 ms after the fallback
// showed) even when the chunk comes a moment later. A failed load can be retried.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { getLoadedCodeEditor, loadCodeEditor } from '../components/load-code-editor';
import type { CodeEditorProps } from '../components/code-editor';
import { loadLanguage } from '../lib/load-language';

type EditorLoad =
  | { kind: 'ready'; Editor: ComponentType<CodeEditorProps> }
  | { kind: 'loading' }
  | { kind: 'failed' };

const currentLoad = (): EditorLoad => {
  const Editor = getLoadedCodeEditor();
  return Editor ? { kind: 'ready', Editor } : { kind: 'loading' };
};

export const useCodeEditorComponent = (extensions: readonly string[]) => {
  // While rendering, not in an effect: the requests leave before the editor mounts (an effect here
  // would run after the editor's). Each language loads once, so a later render starts nothing.
  useState(() => {
    for (const ext of extensions) loadLanguage(ext).catch(() => undefined);
  });
  const [load, setLoad] = useState<EditorLoad>(currentLoad);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (load.kind !== 'loading') return undefined;
    let current = true;
    loadCodeEditor().then(
      (module) => {
        if (current) setLoad({ kind: 'ready', Editor: module.default });
      },
      () => {
        if (current) setLoad({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load.kind, attempt]);
  const retry = useCallback(() => {
    setLoad({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { load, retry };
};
