// Closing tags a learner types by hand after the editor wrote them, on the editor's state (the
// real typing, key by key, is in e2e/tests/challenge-editor-theme.spec.ts).
import { html } from '@codemirror/lang-html';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import {
  closeTagTypeOver,
  findRedundantCloseTag,
  isTypingOverCompletion,
  typeOverCompletion,
} from './close-tag-type-over';

const stateOf = (doc: string) =>
  EditorState.create({ doc, extensions: [html(), closeTagTypeOver] });

describe('findRedundantCloseTag', () => {
  it('the closing tag the editor wrote, once the learner typed the same one before it', () => {
    const doc = '<h1>Olá</h1></h1>';
    const end = '<h1>Olá</h1>'.length;
    expect(findRedundantCloseTag(stateOf(doc), end)).toEqual({ from: end, to: doc.length });
  });

  it('past the line break and indentation the editor put between them', () => {
    const doc = '<div>\n  <p>x</p>\n  </div>\n</div>';
    const end = doc.indexOf('</div>') + '</div>'.length;
    expect(findRedundantCloseTag(stateOf(doc), end)).toEqual({ from: end, to: doc.length });
  });

  it('not a closing tag that still closes an element, nor one of another name', () => {
    const nested = '<div><div>a</div></div>';
    expect(findRedundantCloseTag(stateOf(nested), '<div><div>a</div>'.length)).toBeNull();
    const other = '<p><b>a</b></p>';
    expect(findRedundantCloseTag(stateOf(other), '<p><b>a</b>'.length)).toBeNull();
    // Not after a closing tag at all.
    expect(findRedundantCloseTag(stateOf('<h1>a</h1>'), '<h1>'.length)).toBeNull();
  });
});

describe('typing over a completed closing tag', () => {
  /** `</` typed after `<h1>Olá`: the editor completed it to `</h1>`, the cursor after it. */
  const completed = () => {
    const typed = stateOf('<h1>Olá</');
    return typed.update({
      changes: { from: typed.doc.length, insert: 'h1>' },
      selection: { anchor: typed.doc.length + 3 },
      userEvent: 'input.complete',
    }).state;
  };

  it('the learner typing the same name and `>` moves over them, nothing is added', () => {
    let state = completed();
    const end = state.doc.length;
    for (const key of ['h', '1', '>']) {
      expect(isTypingOverCompletion(state, end, key)).toBe(true);
      state = typeOverCompletion(state, key).state;
    }
    expect(state.doc.toString()).toBe('<h1>Olá</h1>');
    // All typed over: the next key is the learner's own.
    expect(isTypingOverCompletion(state, end, 'h')).toBe(false);
  });

  it('another key, or the cursor moved first, is typed as usual', () => {
    const state = completed();
    const end = state.doc.length;
    expect(isTypingOverCompletion(state, end, 'p')).toBe(false);
    const moved = state.update({ selection: { anchor: 0 } }).state;
    expect(
      isTypingOverCompletion(moved.update({ selection: { anchor: end } }).state, end, 'h'),
    ).toBe(false);
  });
});
