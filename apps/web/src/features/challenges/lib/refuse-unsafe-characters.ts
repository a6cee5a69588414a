// CodeMirror extension: the characters no stored text may hold (NUL and unpaired surrogates, as
// `@escola/contracts/unsafe-characters` defines them) never get into the document — typed, pasted,
// dropped or brought by any other change. A transaction that would put one there gets a second,
// sequential change that takes it out again: one undo step, the cursor where the learner expects
// it, and `onRemoved` is called so the page can say why. Only what a change touched is looked at —
// the inserted text and the character on each side of it, where a surrogate pair could have been
// split — so a keystroke costs the same in a file of any length (the typing budget, decision 027).
import { EditorState, StateEffect, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { findUnsafeCharacters } from '@escola/contracts/unsafe-characters';

const unsafeCharactersRemoved = StateEffect.define<null>();

export const refuseUnsafeCharacters = (onRemoved: () => void): Extension => [
  EditorState.transactionFilter.of((transaction) => {
    if (!transaction.docChanged) return transaction;
    const doc = transaction.newDoc;
    const positions = new Set<number>();
    transaction.changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
      // Positions fromB - 1 to toB are judged, each with its neighbours inside the slice.
      const start = Math.max(fromB - 2, 0);
      const text = doc.sliceString(start, Math.min(toB + 2, doc.length));
      for (const index of findUnsafeCharacters(text)) {
        const position = start + index;
        if (position >= fromB - 1 && position <= toB) positions.add(position);
      }
    });
    if (positions.size === 0) return transaction;
    const changes = [...positions]
      .sort((a, b) => a - b)
      .map((position) => ({ from: position, to: position + 1 }));
    return [transaction, { changes, sequential: true, effects: unsafeCharactersRemoved.of(null) }];
  }),
  EditorView.updateListener.of((update) => {
    const removed = update.transactions.some((transaction) =>
      transaction.effects.some((effect) => effect.is(unsafeCharactersRemoved)),
    );
    if (removed) onRemoved();
  }),
];
