import { history, undo } from '@codemirror/commands';
import { EditorSelection, EditorState, type TransactionSpec } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editableRegion } from './editable-region';
import { refuseUnsafeCharacters } from './refuse-unsafe-characters';

const EMOJI = '\uD83D\uDE00'; // 😀

const create = (doc: string, extra: Parameters<typeof EditorState.create>[0] = {}) =>
  EditorState.create({
    doc,
    selection: EditorSelection.cursor(doc.length),
    extensions: [refuseUnsafeCharacters(() => undefined), history(), extra.extensions ?? []],
  });

const apply = (state: EditorState, spec: TransactionSpec) => state.update(spec).state;

const paste = (state: EditorState, text: string) => apply(state, state.replaceSelection(text));

describe('refuseUnsafeCharacters', () => {
  it('keeps NUL out of pasted text; the cursor ends after what was pasted', () => {
    const state = paste(create('let a = 1;\n'), "let nome = 'A\0na';\0");
    expect(state.doc.toString()).toBe("let a = 1;\nlet nome = 'Ana';");
    expect(state.selection.main.head).toBe(state.doc.length);
  });

  it('refuses a NUL typed alone: nothing changes', () => {
    const state = create('ab', {});
    const next = apply(state, {
      changes: { from: 1, insert: '\0' },
      selection: { anchor: 2 },
      userEvent: 'input.type',
    });
    expect(next.doc.toString()).toBe('ab');
    expect(next.selection.main.head).toBe(1);
  });

  it('removes lone high and low surrogates and keeps valid pairs', () => {
    const state = create('');
    expect(paste(state, `a\uD83Db`).doc.toString()).toBe('ab');
    expect(paste(state, `a\uDE00b`).doc.toString()).toBe('ab');
    const withEmoji = `console.log('${EMOJI} 𝄞');`;
    expect(paste(state, withEmoji).doc.toString()).toBe(withEmoji);
  });

  it('leaves no half of a pair when a change splits one', () => {
    const state = create(`a${EMOJI}b`);
    // Deleting only the low surrogate would leave the high one alone: it goes too.
    expect(apply(state, { changes: { from: 2, to: 3 } }).doc.toString()).toBe('ab');
    // Text typed between the two halves: both go, the typed text stays.
    expect(apply(state, { changes: { from: 2, insert: 'x' } }).doc.toString()).toBe('axb');
  });

  it('does not touch the pairs next to a change', () => {
    const state = create(`${EMOJI}${EMOJI}`);
    const next = apply(state, { changes: { from: 2, insert: 'x\0' } });
    expect(next.doc.toString()).toBe(`${EMOJI}x${EMOJI}`);
  });

  it('one undo step takes the whole paste back', () => {
    let state = paste(create('let a = 1;'), '\n\0let b = 2;');
    expect(state.doc.toString()).toBe('let a = 1;\nlet b = 2;');
    undo({ state, dispatch: (transaction) => (state = transaction.state) });
    expect(state.doc.toString()).toBe('let a = 1;');
  });

  it('works inside an editable region, which keeps its read-only lines', () => {
    const doc = ['// antes', 'let a = 1;', '// depois'].join('\n');
    const state = create(doc, { extensions: editableRegion([1, 2]) });
    const from = state.doc.line(2).to;
    const next = apply(state, { changes: { from, insert: '\0 // ok' } });
    expect(next.doc.toString()).toBe(['// antes', 'let a = 1; // ok', '// depois'].join('\n'));
    // A change outside the region is still refused as a whole.
    expect(apply(state, { changes: { from: 0, insert: '\0x' } }).doc.toString()).toBe(doc);
  });
});

describe('refuseUnsafeCharacters in an editor view', () => {
  let view: EditorView | null = null;
  afterEach(() => view?.destroy());

  it('calls onRemoved once per change that lost characters, never for clean ones', () => {
    const onRemoved = vi.fn();
    view = new EditorView({
      state: EditorState.create({ doc: '', extensions: refuseUnsafeCharacters(onRemoved) }),
    });
    view.dispatch({ changes: { from: 0, insert: 'let a = 1;' }, userEvent: 'input.type' });
    expect(onRemoved).not.toHaveBeenCalled();
    view.dispatch({ changes: { from: 0, insert: '\0\0' }, userEvent: 'input.paste' });
    expect(onRemoved).toHaveBeenCalledOnce();
    expect(view.state.doc.toString()).toBe('let a = 1;');
  });
});
