import { describe, expect, it } from 'vitest';
import { getMarkedProblem } from './build-problem';

const files = [{ fileKey: 'indexhtml' }, { fileKey: 'scriptjs' }];
const failed = { tests: [], logs: [], buildError: 'x' };

describe('getMarkedProblem', () => {
  it('the line and message of a syntax error in a file of the challenge', () => {
    expect(
      getMarkedProblem(
        { ...failed, buildProblem: { message: 'Erro', fileKey: 'scriptjs', line: 3, column: 2 } },
        files,
      ),
    ).toEqual({ fileKey: 'scriptjs', line: 3, message: 'Erro' });
  });

  it('the only file when the runner does not name one', () => {
    expect(
      getMarkedProblem({ ...failed, buildProblem: { message: 'Erro', line: 1 } }, [
        { fileKey: 'scriptjs' },
      ]),
    ).toEqual({ fileKey: 'scriptjs', line: 1, message: 'Erro' });
  });

  it('nothing to mark: no problem, no line, no file among several, or a file not here', () => {
    expect(getMarkedProblem({ tests: [], logs: [] }, files)).toBeNull();
    expect(getMarkedProblem({ ...failed, buildProblem: { message: 'Erro' } }, files)).toBeNull();
    expect(
      getMarkedProblem({ ...failed, buildProblem: { message: 'Erro', line: 2 } }, files),
    ).toBeNull();
    expect(
      getMarkedProblem(
        { ...failed, buildProblem: { message: 'Erro', line: 2, fileKey: 'stylescss' } },
        files,
      ),
    ).toBeNull();
  });
});
