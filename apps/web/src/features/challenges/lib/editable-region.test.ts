import { EditorState, type TransactionSpec } from '@codemirror/state';
import { EditorView, type DecorationSet } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { editableRegion } from './editable-region';
import { getBoundariesForContents } from './region-boundaries';

// A seed as the curriculum builds it: boundaries [first editable line, line after the last],
// 0-based — here the first and the last line are read-only, the two between them the learner's.
const SEED = ['// antes', 'let a = 1;', 'let b = 2;', '// depois'].join('\n');

const create = (doc = SEED, boundaries: readonly number[] = [1, 3]) =>
  EditorState.create({ doc, extensions: editableRegion(boundaries) });

const apply = (state: EditorState, spec: TransactionSpec) => state.update(spec).state;

/** The 1-based numbers of the lines marked read-only. */
const readOnlyLines = (state: EditorState) => {
  const numbers: number[] = [];
  for (const source of state.facet(EditorView.decorations)) {
    const set = (typeof source === 'function' ? null : source) as DecorationSet | null;
    set?.between(0, state.doc.length, (from) => {
      numbers.push(state.doc.lineAt(from).number);
    });
  }
  return numbers;
};

const lineStart = (state: EditorState, number: number) => state.doc.line(number).from;

describe('editableRegion', () => {
  it('marks the lines around the region read-only', () => {
    expect(readOnlyLines(create())).toEqual([1, 4]);
  });

  it('applies what is typed inside the region', () => {
    const state = create();
    const next = apply(state, { changes: { from: lineStart(state, 2), insert: 'const c = 3;\n' } });
    expect(next.doc.line(2).text).toBe('const c = 3;');
    expect(readOnlyLines(next)).toEqual([1, 5]);
  });

  it('refuses a change to a read-only line', () => {
    const state = create();
    expect(apply(state, { changes: { from: 0, insert: 'x' } }).doc.toString()).toBe(SEED);
    const last = lineStart(state, 4);
    expect(apply(state, { changes: { from: last, to: last + 2 } }).doc.toString()).toBe(SEED);
  });

  it('refuses a change that crosses the edge of the region', () => {
    const state = create();
    const joinWithFirst = { from: lineStart(state, 2) - 1, to: lineStart(state, 2) };
    expect(apply(state, { changes: joinWithFirst }).doc.toString()).toBe(SEED);
    const joinWithLast = { from: state.doc.line(3).to, to: lineStart(state, 4) };
    expect(apply(state, { changes: joinWithLast }).doc.toString()).toBe(SEED);
  });

  it('grows with new lines typed at its end and keeps the next line read-only', () => {
    let state = create();
    for (const text of ['\n', 'let c = 3;', '\n', 'let d = 4;']) {
      state = apply(state, {
        changes: { from: state.doc.line(state.doc.lines - 1).to, insert: text },
      });
    }
    expect(state.doc.line(5).text).toBe('let d = 4;');
    expect(readOnlyLines(state)).toEqual([1, 6]);
    // The new lines can still change.
    const changed = apply(state, { changes: { from: lineStart(state, 5), insert: '// ' } });
    expect(changed.doc.line(5).text).toBe('// let d = 4;');
  });

  it('can be emptied and written again', () => {
    let state = create();
    state = apply(state, { changes: { from: lineStart(state, 2), to: state.doc.line(3).to } });
    expect(state.doc.toString()).toBe('// antes\n\n// depois');
    state = apply(state, { changes: { from: lineStart(state, 2), insert: 'let z = 0;' } });
    expect(state.doc.toString()).toBe('// antes\nlet z = 0;\n// depois');
    expect(readOnlyLines(state)).toEqual([1, 3]);
  });

  it('leaves the whole file editable when the seed has no region', () => {
    const state = create(SEED, []);
    expect(readOnlyLines(state)).toEqual([]);
    expect(apply(state, { changes: { from: 0, insert: 'x' } }).doc.line(1).text).toBe('x// antes');
  });
});

describe('getBoundariesForContents', () => {
  const boundariesOf = (contents: string, seedContents = SEED, boundaries = [1, 3]) =>
    getBoundariesForContents({ boundaries, seedContents, contents });

  it('keeps the seed boundaries for the seed itself', () => {
    expect(boundariesOf(SEED)).toEqual([1, 3]);
  });

  it('moves the end of the region by the lines the learner added or removed in it', () => {
    const grown = ['// antes', 'let a = 1;', 'let b = 2;', 'let c = 3;', '// depois'].join('\n');
    expect(boundariesOf(grown)).toEqual([1, 4]);
    // Restored code gets the whole region editable and its surroundings read-only.
    const state = create(grown, boundariesOf(grown));
    expect(readOnlyLines(state)).toEqual([1, 5]);
    const end = state.doc.line(4).to;
    expect(apply(state, { changes: { from: end, insert: '\nlet d = 4;' } }).doc.line(5).text).toBe(
      'let d = 4;',
    );
    expect(boundariesOf(['// antes', '', '// depois'].join('\n'))).toEqual([1, 2]);
  });

  it('a seed that is one empty line: every line of the restored code stays editable', () => {
    const contents = "let nome = 'Ana';\nlet idade = 17;";
    const boundaries = getBoundariesForContents({ boundaries: [0, 1], seedContents: '', contents });
    expect(boundaries).toEqual([0, 2]);
    expect(readOnlyLines(create(contents, boundaries))).toEqual([]);
  });

  it('keeps no boundaries as none', () => {
    expect(boundariesOf('x\ny', SEED, [])).toEqual([]);
  });
});
