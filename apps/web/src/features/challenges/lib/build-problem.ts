// Where a run found a syntax error, for the editor to mark: the runner's `buildProblem` when it
// names a line, in a file of this challenge (the only file when the runner does not say which).
import type { RunResult, RunnerFile } from '@escola/runner/index';

export type MarkedProblem = {
  fileKey: string;
  /** From 1, as the editor numbers lines. */
  line: number;
  /** The runner's Portuguese description. */
  message: string;
};

export const getMarkedProblem = (
  result: RunResult,
  files: readonly Pick<RunnerFile, 'fileKey'>[],
): MarkedProblem | null => {
  const problem = result.buildProblem;
  if (!problem?.line || problem.line < 1) return null;
  const fileKey = problem.fileKey ?? (files.length === 1 ? files[0]?.fileKey : undefined);
  if (!fileKey || !files.some((file) => file.fileKey === fileKey)) return null;
  return { fileKey, line: problem.line, message: problem.message };
};
