// The code editor's look, in the app's theme colours (CSS variables, so a theme switch recolours an
// open editor). CodeMirror's own base theme picks light or dark colours for the selection, bracket
// matches, tooltips and panels only when told the theme is dark; ours switches by variables, so
// those are set here too — otherwise a selected line on the dark theme would read dark text on a
// light lilac. Token colours: lib/editor-highlight.
import { EditorView } from '@codemirror/view';

const selection =
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground';

export const editorTheme = EditorView.theme({
  '&': {
    border: '1px solid var(--color-border, #8a8a99)',
    borderRadius: 'var(--radius, 8px)',
    fontSize: '15px',
    minHeight: '12rem',
    // Fills the pane it sits in from 768 px (its host has a height there); grows with the code
    // on small screens, where the host's height is auto.
    height: '100%',
    backgroundColor: 'var(--color-background, #ffffff)',
    color: 'var(--color-text, #1b1b32)',
  },
  '&.cm-focused': {
    outline: 'var(--focus-ring-width, 3px) solid var(--color-focus, #4b36c8)',
    outlineOffset: 'var(--focus-ring-offset, 2px)',
  },
  '.cm-scroller': {
    fontFamily: 'var(--font-family-mono, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace)',
  },
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
  [selection]: { backgroundColor: 'var(--code-selection, #cfe0fc)' },
  '.cm-selectionMatch': { backgroundColor: 'var(--code-selection, #cfe0fc)' },
  '&.cm-focused .cm-matchingBracket': {
    backgroundColor: 'transparent',
    outline: '1px solid var(--color-text-muted, #474f5e)',
  },
  '&.cm-focused .cm-nonmatchingBracket': {
    backgroundColor: 'transparent',
    outline: '1px solid var(--code-invalid, #b91c1c)',
  },
  '.cm-searchMatch': {
    backgroundColor: 'var(--code-selection, #cfe0fc)',
    outline: '1px solid var(--color-text-muted, #474f5e)',
  },
  '.cm-tooltip, .cm-panels': {
    backgroundColor: 'var(--color-surface, #f1f3f7)',
    color: 'var(--color-text, #1b1b32)',
    border: '1px solid var(--color-border, #8a8a99)',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    backgroundColor: 'var(--color-primary, #1d4ed8)',
    color: 'var(--color-on-primary, #ffffff)',
  },
  '.cm-foldPlaceholder': {
    backgroundColor: 'var(--color-surface, #f1f3f7)',
    color: 'var(--color-text, #1b1b32)',
    border: '1px solid var(--color-border, #8a8a99)',
  },
  // The line of a syntax error (lib/problem-line): tinted, underlined with a wave, and marked in
  // the gutter — three cues, none of them colour alone.
  '.cm-problem-line': {
    backgroundColor: 'var(--color-danger-background, #fde8e8)',
    textDecoration: 'underline wavy var(--code-invalid, #b91c1c)',
    textDecorationSkipInk: 'none',
    textUnderlineOffset: '3px',
  },
  '.cm-gutterElement.cm-problem-gutter': {
    backgroundColor: 'var(--color-danger, #b91c1c)',
    color: 'var(--color-on-danger, #ffffff)',
    fontWeight: '700',
  },
  '.cm-problem-marker': { paddingRight: '2px' },
});
