// The keyboard shortcuts of a code challenge, listed once: the shortcuts modal shows this table and
// the page's key handler reads it. The editor's own (run, save, leave the editor) always work; the
// page's extra ones only when the learner turned keyboard shortcuts on in the settings.
export type EditorShortcutAction = 'run' | 'save' | 'leaveEditor';
export type PageShortcutAction =
  'showShortcuts' | 'focusEditor' | 'focusInstructions' | 'nextChallenge' | 'previousChallenge';

export type Shortcut<Action> = {
  /** Key names as printed on the keyboard. */
  keys: readonly string[];
  /** Pressed one after the other (Esc, then Tab) rather than together. */
  inSequence?: boolean;
  action: Action;
};

export const EDITOR_SHORTCUTS: readonly Shortcut<EditorShortcutAction>[] = [
  { keys: ['Ctrl', 'Enter'], action: 'run' },
  { keys: ['Ctrl', 'S'], action: 'save' },
  { keys: ['Esc', 'Tab'], inSequence: true, action: 'leaveEditor' },
];

/** Single keys, pressed outside the editor and outside form fields. */
export const PAGE_SHORTCUTS: readonly Shortcut<PageShortcutAction>[] = [
  { keys: ['?'], action: 'showShortcuts' },
  { keys: ['E'], action: 'focusEditor' },
  { keys: ['R'], action: 'focusInstructions' },
  { keys: ['N'], action: 'nextChallenge' },
  { keys: ['P'], action: 'previousChallenge' },
];

/** The page shortcut a key press asks for, or null (case-insensitive: E and e). */
export const findPageShortcut = (key: string): PageShortcutAction | null =>
  PAGE_SHORTCUTS.find((shortcut) => shortcut.keys[0]?.toLowerCase() === key.toLowerCase())
    ?.action ?? null;
