// The learner's code of a challenge in local storage (docs/product/workspace.md): kept on every
// run, restored when the challenge opens again, cleared on completion or reset.
import type { RunnerFile } from '@escola/runner/types';

const keyOf = (challengeId: string) => `escola:codigo:${challengeId}`;

const isRunnerFile = (value: unknown): value is RunnerFile => {
  const file: Record<string, unknown> = Object(value);
  return ['fileKey', 'name', 'ext', 'contents'].every((field) => typeof file[field] === 'string');
};

export const readSavedCode = (challengeId: string): RunnerFile[] | null => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(keyOf(challengeId)) ?? 'null');
    return Array.isArray(value) && value.length > 0 && value.every(isRunnerFile) ? value : null;
  } catch {
    return null;
  }
};

/** False when the browser refused to keep it (storage full or blocked). */
export const saveCode = (challengeId: string, files: readonly RunnerFile[]): boolean => {
  try {
    localStorage.setItem(keyOf(challengeId), JSON.stringify(files));
    return true;
  } catch {
    return false;
  }
};

export const clearSavedCode = (challengeId: string): void => {
  try {
    localStorage.removeItem(keyOf(challengeId));
  } catch {
    // Nothing to clear when storage is blocked.
  }
};
