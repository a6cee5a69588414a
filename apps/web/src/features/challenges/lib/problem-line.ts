// The line of a syntax error, shown in the editor: the line tinted and underlined with a wave, its
// gutter cells marked, and a tooltip with the runner's Portuguese message. The page sets it after a
// run whose code could not be built (`setProblemLine`) and says it in words beside the editor (an
// aria-live note); the first edit clears it, as the line may no longer be where the error is.
import {
  RangeSet,
  StateEffect,
  StateField,
  type EditorState,
  type Extension,
} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  GutterMarker,
  gutterLineClass,
  type DecorationSet,
} from '@codemirror/view';

export type ProblemLine = { line: number; message: string };

export const setProblemLine = StateEffect.define<ProblemLine | null>();

class ProblemGutterMarker extends GutterMarker {
  override elementClass = 'cm-problem-gutter';
}
const problemGutterMarker = new ProblemGutterMarker();

type ProblemState = {
  problem: ProblemLine | null;
  lines: DecorationSet;
  gutter: RangeSet<GutterMarker>;
};

const EMPTY: ProblemState = { problem: null, lines: Decoration.none, gutter: RangeSet.empty };

/** The decorations of a problem on `state`'s document; none when its line is not there. */
const decorate = (state: EditorState, problem: ProblemLine | null): ProblemState => {
  if (!problem || problem.line < 1 || problem.line > state.doc.lines) return EMPTY;
  const from = state.doc.line(problem.line).from;
  const line = Decoration.line({
    class: 'cm-problem-line',
    attributes: { title: problem.message },
  });
  return {
    problem,
    lines: Decoration.set([line.range(from)]),
    gutter: RangeSet.of([problemGutterMarker.range(from)]),
  };
};

const problemField = StateField.define<ProblemState>({
  create: () => EMPTY,
  update: (value, transaction) => {
    for (const effect of transaction.effects) {
      if (effect.is(setProblemLine)) return decorate(transaction.state, effect.value);
    }
    // The learner edited: the line may no longer be where the error is.
    return transaction.docChanged ? EMPTY : value;
  },
  provide: (field) => [
    EditorView.decorations.from(field, (value) => value.lines),
    gutterLineClass.from(field, (value) => value.gutter),
  ],
});

/** The line the editor marks now, if any. */
export const getProblemLine = (state: EditorState): ProblemLine | null =>
  state.field(problemField, false)?.problem ?? null;

/** The extension, marking `initial` from the start (a file opened after the run). */
export const problemLine = (initial: ProblemLine | null = null): Extension =>
  problemField.init((state) => decorate(state, initial));
