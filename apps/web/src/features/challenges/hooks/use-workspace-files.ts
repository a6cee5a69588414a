// The learner's files of a code challenge: restored when the challenge opens (this browser's copy,
// else the server's — lib/starting-files), else its starting files in editor order (domain rule); one of them is open in the editor. A reset
// brings back the starting files and mounts a fresh editor (`resetCount` changes).
import { startTransition, useCallback, useRef, useState } from 'react';
import { sortEditorFiles } from '@escola/domain/editor-file-order';
import type { RunnerFile } from '@escola/runner/index';
import type { ChallengeContent } from '../lib/challenge-content';
import { clearSavedCode, readSavedCode } from '../lib/local-code';
import { pickStartingFiles } from '../lib/starting-files';

export const getSeedFiles = (challenge: ChallengeContent): RunnerFile[] =>
  sortEditorFiles(challenge.files).map(({ fileKey, name, ext, contents }) => ({
    fileKey,
    name,
    ext,
    contents,
  }));

export const useWorkspaceFiles = (
  challenge: ChallengeContent,
  /** The files the learner saved on the server for this challenge, if any. */
  savedOnServer: readonly Pick<RunnerFile, 'fileKey' | 'name' | 'ext' | 'contents'>[] | null = null,
) => {
  const [files, setFiles] = useState<RunnerFile[]>(() =>
    pickStartingFiles({
      local: readSavedCode(challenge.id),
      server: savedOnServer,
      seed: getSeedFiles(challenge),
    }),
  );
  const [activeKey, setActiveKey] = useState(files[0]?.fileKey ?? '');
  const [resetCount, setResetCount] = useState(0);
  // Runs and saves read the files as they are now, even from a callback made before the last
  // keystroke; it is ahead of `files` while a keystroke's re-render waits (below).
  const filesRef = useRef(files);

  const active = files.find((file) => file.fileKey === activeKey) ?? files[0];

  // A keystroke re-renders the workspace as a transition: React does that work in slices after the
  // editor has shown the character, so typing stays smooth in long files.
  const updateFile = useCallback((fileKey: string, contents: string) => {
    const next = filesRef.current.map((file) =>
      file.fileKey === fileKey ? { ...file, contents } : file,
    );
    filesRef.current = next;
    startTransition(() => setFiles(next));
  }, []);

  const resetFiles = useCallback(() => {
    clearSavedCode(challenge.id);
    const seed = getSeedFiles(challenge);
    filesRef.current = seed;
    setFiles(seed);
    setActiveKey(seed[0]?.fileKey ?? '');
    setResetCount((count) => count + 1);
  }, [challenge]);

  return { files, filesRef, active, setActiveKey, updateFile, resetFiles, resetCount };
};
