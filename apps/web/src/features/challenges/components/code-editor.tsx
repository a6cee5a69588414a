// The code editor (CodeMirror 6), in a chunk of its own (load-code-editor). One file at a time;
// only its editable region can change. Tab indents inside the editor; Esc then Tab leaves it
// (CodeMirror's tab-focus mode), as the shortcuts help says. Ctrl/Cmd + Enter runs the tests and
// Ctrl/Cmd + S keeps the code in this browser, whatever the keyboard-shortcuts setting. NUL and
// unpaired surrogates never get into the code (lib/refuse-unsafe-characters); the page says why
// when some were removed. It lives in a shadow root: there CodeMirror styles itself with
// constructed style sheets, which the app's strict Content-Security-Policy (no inline <style>)
// allows. The editor shows at once; the file's language (its own chunk, lib/load-language) joins
// as soon as it is there — usually already, as the page starts it with the editor's chunk.
import { useEffect, useRef, type RefObject } from 'react';
import { basicSetup } from 'codemirror';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { indentWithTab } from '@codemirror/commands';
import { editableRegion } from '../lib/editable-region';
import { codeHighlighting } from '../lib/editor-highlight';
import { editorTheme } from '../lib/editor-theme';
import { getLoadedLanguage, loadLanguage } from '../lib/load-language';
import { problemLine, setProblemLine, type ProblemLine } from '../lib/problem-line';
import { refuseUnsafeCharacters } from '../lib/refuse-unsafe-characters';

/** What the page may ask of the editor (the "go to the editor" shortcut). */
export type CodeEditorHandle = { focus: () => void };

export type CodeEditorProps = {
  ext: string;
  label: string;
  initialContents: string;
  editableRegionBoundaries: readonly number[];
  /** The line of this file where the last run found a syntax error (null: none). */
  problem?: ProblemLine | null;
  onChange: (contents: string) => void;
  /** Ctrl/Cmd + Enter inside the editor. */
  onRun: () => void;
  /** Ctrl/Cmd + S inside the editor. */
  onSave: () => void;
  /** Typed, pasted or dropped text lost characters code may not hold (NUL, half a pair). */
  onUnsafeCharactersRemoved: () => void;
  /** The editor is on the page (called in the same task that puts it there). */
  onReady?: () => void;
  editorRef?: RefObject<CodeEditorHandle | null>;
};

const CodeEditor = ({
  ext,
  label,
  initialContents,
  editableRegionBoundaries,
  problem = null,
  onChange,
  onRun,
  onSave,
  onUnsafeCharactersRemoved,
  onReady,
  editorRef,
}: CodeEditorProps) => {
  const parent = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onRun, onSave, onUnsafeCharactersRemoved, onReady });
  callbacks.current = { onChange, onRun, onSave, onUnsafeCharactersRemoved, onReady };
  const initialProblem = useRef(problem);

  useEffect(() => {
    const host = parent.current;
    if (!host) return undefined;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const language = new Compartment();
    const view = new EditorView({
      root,
      parent: root,
      state: EditorState.create({
        doc: initialContents,
        extensions: [
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                callbacks.current.onRun();
                return true;
              },
            },
            {
              key: 'Mod-s',
              run: () => {
                callbacks.current.onSave();
                return true;
              },
            },
            indentWithTab,
          ]),
          basicSetup,
          language.of(getLoadedLanguage(ext) ?? []),
          codeHighlighting,
          editableRegion(editableRegionBoundaries),
          refuseUnsafeCharacters(() => callbacks.current.onUnsafeCharactersRemoved()),
          problemLine(initialProblem.current),
          editorTheme,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    if (!getLoadedLanguage(ext)) {
      loadLanguage(ext)
        .then((extension) => {
          if (viewRef.current === view) view.dispatch({ effects: language.reconfigure(extension) });
        })
        // Without its language the editor still edits, as plain text.
        .catch(() => undefined);
    }
    if (editorRef) editorRef.current = { focus: () => view.focus() };
    callbacks.current.onReady?.();
    return () => {
      if (editorRef) editorRef.current = null;
      viewRef.current = null;
      view.destroy();
    };
    // A new file (or a reset) mounts a new editor: the key on the component changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A run found (or no longer finds) a syntax error in this file.
  useEffect(() => {
    viewRef.current?.dispatch({ effects: setProblemLine.of(problem) });
  }, [problem]);

  return <div className="code-editor" ref={parent} />;
};

export default CodeEditor;
