// The editor's mark of a syntax error, on the editor's state: set on a line, cleared by an edit.
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { getProblemLine, problemLine, setProblemLine } from './problem-line';

const doc = "let nome = 'Ana';\nlet idade = ;\nidade = 18;";
const problem = { line: 2, message: 'Erro de sintaxe na linha 2.' };

describe('problem line', () => {
  it('marks the line it is given, and marks nothing at first', () => {
    const state = EditorState.create({ doc, extensions: [problemLine()] });
    expect(getProblemLine(state)).toBeNull();
    const marked = state.update({ effects: setProblemLine.of(problem) }).state;
    expect(getProblemLine(marked)).toEqual(problem);
  });

  it('a file opened after the run starts marked', () => {
    const state = EditorState.create({ doc, extensions: [problemLine(problem)] });
    expect(getProblemLine(state)).toEqual(problem);
  });

  it('the first edit clears it; moving the cursor does not', () => {
    const state = EditorState.create({ doc, extensions: [problemLine(problem)] });
    const moved = state.update({ selection: { anchor: 3 } }).state;
    expect(getProblemLine(moved)).toEqual(problem);
    const edited = moved.update({ changes: { from: 30, insert: '17' } }).state;
    expect(getProblemLine(edited)).toBeNull();
  });

  it('a run that builds clears it; a line the file does not have is not marked', () => {
    const state = EditorState.create({ doc, extensions: [problemLine(problem)] });
    expect(getProblemLine(state.update({ effects: setProblemLine.of(null) }).state)).toBeNull();
    const beyond = state.update({ effects: setProblemLine.of({ line: 9, message: 'x' }) }).state;
    expect(getProblemLine(beyond)).toBeNull();
  });
});
