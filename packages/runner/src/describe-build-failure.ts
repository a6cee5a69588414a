// What the learner is told when the code could not be built: console lines in Portuguese (the
// reason — for a syntax error with Babel's code frame under it — then the spec's build-error note)
// and, for a syntax error, where it is: the file and the line as the editor shows them
// (script-sources.ts keeps Babel's positions there). Used by the test runs and the preview.
import type { BuildFailure } from './build/create-builder';
import { describeFailure, describeSyntaxError } from './feedback/index';
import { BUILD_ERROR_MESSAGE } from './limits';
import type { BuildProblem } from './types';

export const describeBuildFailure = ({
  error,
  syntaxErrorIn,
}: Omit<BuildFailure, 'ok'>): { lines: string[]; problem?: BuildProblem } => {
  const lines = [describeFailure(error), describeFailure(BUILD_ERROR_MESSAGE)];
  if (syntaxErrorIn === undefined) return { lines };
  const { message, line, column } = describeSyntaxError(error);
  return {
    lines,
    problem: {
      message,
      fileKey: syntaxErrorIn,
      ...(line === undefined ? {} : { line }),
      ...(column === undefined ? {} : { column }),
    },
  };
};
