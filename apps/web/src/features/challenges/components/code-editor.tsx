// The code editor (CodeMirror 6), loaded with the workspace's lazy chunk. One file at a time;
// only its editable region can change. Tab indents inside the editor; Esc then Tab leaves it
// (CodeMirror's tab-focus mode), as the shortcuts help says. Ctrl/Cmd + Enter runs the tests and
// Ctrl/Cmd + S keeps the code in this browser, whatever the keyboard-shortcuts setting. NUL and
// unpaired surrogates never get into the code (lib/refuse-unsafe-characters); the page says why
// when some were removed. It lives in a shadow root: there CodeMirror styles itself with
// constructed style sheets, which the app's strict Content-Security-Policy (no inline <style>)
// allows.
import { useEffect, useRef, type RefObject } from 'react';
import { basicSetup } from 'codemirror';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { indentWithTab } from '@codemirror/commands';
import { editableRegion } from '../lib/editable-region';
import { refuseUnsafeCharacters } from '../lib/refuse-unsafe-characters';

const languageOf = (ext: string) => {
  if (ext === 'html') return html();
  if (ext === 'css') return css();
  return javascript({ jsx: ext === 'jsx' || ext === 'tsx', typescript: ext.startsWith('ts') });
};

const editorTheme = EditorView.theme({
  '&': {
    border: '1px solid var(--color-border, #8a8a99)',
    borderRadius: '6px',
    fontSize: '15px',
    minHeight: '12rem',
    backgroundColor: 'var(--color-background, #ffffff)',
    color: 'var(--color-text, #1b1b32)',
  },
  '&.cm-focused': { outline: '3px solid var(--color-focus, #1d4ed8)', outlineOffset: '2px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-gutters': {
    backgroundColor: 'var(--color-surface, #f1f3f7)',
    color: 'var(--color-text-muted, #55556a)',
    border: 'none',
  },
  '.cm-read-only-line': { backgroundColor: 'var(--color-surface, #f1f3f7)' },
  // The current line, in the theme's own colours (CodeMirror's default is light only).
  '.cm-activeLine': { backgroundColor: 'var(--color-info-background, #e6effe)' },
  '.cm-activeLineGutter': {
    backgroundColor: 'var(--color-info-background, #e6effe)',
    color: 'var(--color-info-text, #1e3a8a)',
  },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--color-text, #1b1b32)' },
});

/** What the page may ask of the editor (the "go to the editor" shortcut). */
export type CodeEditorHandle = { focus: () => void };

export type CodeEditorProps = {
  ext: string;
  label: string;
  initialContents: string;
  editableRegionBoundaries: readonly number[];
  onChange: (contents: string) => void;
  /** Ctrl/Cmd + Enter inside the editor. */
  onRun: () => void;
  /** Ctrl/Cmd + S inside the editor. */
  onSave: () => void;
  /** Typed, pasted or dropped text lost characters code may not hold (NUL, half a pair). */
  onUnsafeCharactersRemoved: () => void;
  editorRef?: RefObject<CodeEditorHandle | null>;
};

const CodeEditor = ({
  ext,
  label,
  initialContents,
  editableRegionBoundaries,
  onChange,
  onRun,
  onSave,
  onUnsafeCharactersRemoved,
  editorRef,
}: CodeEditorProps) => {
  const parent = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onChange, onRun, onSave, onUnsafeCharactersRemoved });
  callbacks.current = { onChange, onRun, onSave, onUnsafeCharactersRemoved };

  useEffect(() => {
    const host = parent.current;
    if (!host) return undefined;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
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
          languageOf(ext),
          editableRegion(editableRegionBoundaries),
          refuseUnsafeCharacters(() => callbacks.current.onUnsafeCharactersRemoved()),
          editorTheme,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    if (editorRef) editorRef.current = { focus: () => view.focus() };
    return () => {
      if (editorRef) editorRef.current = null;
      view.destroy();
    };
    // A new file (or a reset) mounts a new editor: the key on the component changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div className="code-editor" ref={parent} />;
};

export default CodeEditor;
