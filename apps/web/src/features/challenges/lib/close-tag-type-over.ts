// Closing tags a learner types by hand in HTML, when the editor already wrote them. CodeMirror's
// HTML support closes a tag as it is opened (`<h1>` → `<h1>|</h1>`) and completes a closing tag
// as it is started (`</` → `</h1>|`). Learners who were taught to write `<h1>Olá</h1>` type the
// closing tag anyway, and were left with `<h1>Olá</h1></h1>` (or `</h1>h1>`). So, as
// closeBrackets does for `)`:
// - typing the `>` of a closing tag that makes the same closing tag after the cursor (only
//   whitespace between) close nothing — a MismatchedCloseTag in the syntax tree — removes that
//   one: the learner's own tag takes its place;
// - right after `</` was completed, typing the completed name and `>` again moves over them.
import { syntaxTree } from '@codemirror/language';
import {
  Prec,
  StateEffect,
  StateField,
  type EditorState,
  type Extension,
  type Transaction,
} from '@codemirror/state';
import { EditorView } from '@codemirror/view';

const CLOSING_TAG_START = /<\/([^\s<>/]+)$/;
const COMPLETED_NAME = /^[^\s<>/]+>$/;

/**
 * After the `>` that ends a closing tag at `pos`: the same closing tag further on (past
 * whitespace) when it no longer closes anything, as the range to delete; else null.
 */
export const findRedundantCloseTag = (
  state: EditorState,
  pos: number,
): { from: number; to: number } | null => {
  const line = state.doc.lineAt(pos);
  const typed = CLOSING_TAG_START.exec(state.doc.sliceString(line.from, pos - 1));
  if (!typed || state.doc.sliceString(pos - 1, pos) !== '>') return null;
  const closing = `</${typed[1]}>`;
  const rest = state.doc.sliceString(pos, Math.min(state.doc.length, pos + 200));
  const gap = /^\s*/.exec(rest)?.[0].length ?? 0;
  if (rest.slice(gap, gap + closing.length) !== closing) return null;
  const node = syntaxTree(state).resolveInner(pos + gap + 1, 1);
  const tag = node.name === 'MismatchedCloseTag' ? node : node.parent;
  if (tag?.name !== 'MismatchedCloseTag') return null;
  return { from: pos, to: pos + gap + closing.length };
};

type Pending = { pos: number; text: string } | null;

const consumeTyped = StateEffect.define<number>();

/** What `</` was just completed with (`h1>`), still to be typed over at `pos`. */
const pendingCompletion = StateField.define<Pending>({
  create: () => null,
  update: (pending, transaction) => {
    for (const effect of transaction.effects) {
      if (effect.is(consumeTyped) && pending) {
        const text = pending.text.slice(effect.value);
        return text ? { pos: pending.pos, text } : null;
      }
    }
    return (
      completedCloseTag(transaction) ??
      (transaction.docChanged || transaction.selection ? null : pending)
    );
  },
});

/** A `</` completion (lang-html's, 'input.complete' with the cursor after what it wrote). */
const completedCloseTag = (transaction: Transaction): Pending => {
  if (!transaction.isUserEvent('input.complete')) return null;
  let found: Pending = null;
  transaction.changes.iterChanges((_fromA, _toA, _fromB, toB, inserted) => {
    const text = inserted.toString();
    const head = transaction.state.selection.main.head;
    if (COMPLETED_NAME.test(text) && head === toB) found = { pos: toB, text };
  });
  return found;
};

/** Is `text`, typed at `from`, what `</` was just completed with? */
export const isTypingOverCompletion = (state: EditorState, from: number, text: string): boolean => {
  const pending = state.field(pendingCompletion, false);
  return Boolean(pending && pending.pos === from && text && pending.text.startsWith(text));
};

/** The transaction that types `text` over the completion: nothing changes but what is left. */
export const typeOverCompletion = (state: EditorState, text: string) =>
  state.update({ effects: consumeTyped.of(text.length) });

const handleTyping = EditorView.inputHandler.of((view, from, to, text, insert) => {
  if (view.composing || view.state.readOnly || from !== to) return false;
  if (isTypingOverCompletion(view.state, from, text)) {
    view.dispatch(typeOverCompletion(view.state, text));
    return true;
  }
  if (text !== '>') return false;
  const typed = insert();
  const redundant = findRedundantCloseTag(typed.state, from + 1);
  if (!redundant) return false;
  view.dispatch([typed, typed.state.update({ changes: redundant, userEvent: 'input.type' })]);
  return true;
});

/** For HTML files, after the language (which brings `autoCloseTags`). */
export const closeTagTypeOver: Extension = [pendingCompletion, Prec.high(handleTyping)];
