// CodeMirror extension: only the seed's editable region can change (docs/product/workspace.md,
// editableRegionBoundaries: [first line, line after the last], 0-based). The region grows with
// what the learner types in it; the lines around it stay read-only and are marked as such.
import { EditorState, RangeSetBuilder, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

type Region = { from: number; to: number };

/** Document positions of the region; the whole document without boundaries. */
export const regionFromBoundaries = (state: EditorState, boundaries: readonly number[]): Region => {
  const [first, afterLast] = boundaries;
  if (first === undefined || afterLast === undefined) return { from: 0, to: state.doc.length };
  const lines = state.doc.lines;
  const firstLine = Math.min(Math.max(first + 1, 1), lines);
  const lastLine = Math.min(Math.max(afterLast, firstLine), lines);
  return { from: state.doc.line(firstLine).from, to: state.doc.line(lastLine).to };
};

const readOnlyLine = Decoration.line({ class: 'cm-read-only-line' });

const decorate = (state: EditorState, region: Region): DecorationSet => {
  const builder = new RangeSetBuilder<Decoration>();
  for (let number = 1; number <= state.doc.lines; number += 1) {
    const line = state.doc.line(number);
    if (line.to < region.from || line.from > region.to)
      builder.add(line.from, line.from, readOnlyLine);
  }
  return builder.finish();
};

export const editableRegion = (boundaries: readonly number[]): Extension => {
  const regionField = StateField.define<Region>({
    create: (state) => regionFromBoundaries(state, boundaries),
    update: (region, transaction) => ({
      from: transaction.changes.mapPos(region.from, -1),
      to: transaction.changes.mapPos(region.to, 1),
    }),
  });
  const decorations = StateField.define<DecorationSet>({
    create: (state) => decorate(state, state.field(regionField)),
    // Changes only happen inside the region (the filter below), so the read-only lines keep their
    // marks and only move: mapping them costs what the change costs, not what the file's length
    // does (rebuilding them made every keystroke in a long file slower).
    update: (value, transaction) => value.map(transaction.changes),
    provide: (field) => EditorView.decorations.from(field),
  });
  const onlyInRegion = EditorState.changeFilter.of((transaction) => {
    const region = transaction.startState.field(regionField);
    let inside = true;
    transaction.changes.iterChangedRanges((from, to) => {
      if (from < region.from || to > region.to) inside = false;
    });
    return inside;
  });
  return [regionField, decorations, onlyInRegion];
};
