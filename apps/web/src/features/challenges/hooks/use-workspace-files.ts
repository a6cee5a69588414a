// The learner's files of a code challenge: restored when the challenge opens (this browser's copy,
// else the server's — lib/starting-files), else its starting files in editor order (domain rule);
// one of them is open in the editor. Characters code may not hold (NUL, half a surrogate pair) are
// taken out of what it opens with, so an old copy cannot keep a learner from saving or completing;
// `removedUnsafeCharacters` says whether any were, for the page to explain. A reset brings back the
// starting files and mounts a fresh editor (`resetCount` changes).
//
// A keystroke re-renders nothing: the contents live in a small store (`filesRef`) that runs and
// saves read as they are now, and that the preview follows by subscribing to it. React state holds
// only what changes the page: the open file and the reset count.
import { useCallback, useRef, useState } from 'react';
import { sortEditorFiles } from '@escola/domain/editor-file-order';
import type { RunnerFile } from '@escola/runner/index';
import type { ChallengeContent } from '../lib/challenge-content';
import { clearSavedCode, readSavedCode } from '../lib/local-code';
import { pickStartingFiles } from '../lib/starting-files';
import { removeUnsafeCharactersFromFiles } from '../lib/unsafe-characters';

export const getSeedFiles = (challenge: ChallengeContent): RunnerFile[] =>
  sortEditorFiles(challenge.files).map(({ fileKey, name, ext, contents }) => ({
    fileKey,
    name,
    ext,
    contents,
  }));

/** The files as they are now, and who wants to hear of each change. */
export type WorkspaceFilesStore = {
  current: RunnerFile[];
  subscribe: (listener: () => void) => () => void;
};

const createFilesStore = (initial: RunnerFile[]) => {
  const listeners = new Set<() => void>();
  const store = {
    current: initial,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set: (next: RunnerFile[]) => {
      store.current = next;
      for (const listener of listeners) listener();
    },
  };
  return store;
};

export const useWorkspaceFiles = (
  challenge: ChallengeContent,
  /** The files the learner saved on the server for this challenge, if any. */
  savedOnServer: readonly Pick<RunnerFile, 'fileKey' | 'name' | 'ext' | 'contents'>[] | null = null,
) => {
  const [opening] = useState(() =>
    removeUnsafeCharactersFromFiles(
      pickStartingFiles({
        local: readSavedCode(challenge.id),
        server: savedOnServer,
        seed: getSeedFiles(challenge),
      }),
    ),
  );
  const storeRef = useRef<ReturnType<typeof createFilesStore> | null>(null);
  storeRef.current ??= createFilesStore(opening.files);
  const store = storeRef.current;
  const files = store.current;
  const [activeKey, setActiveKey] = useState(files[0]?.fileKey ?? '');
  const [resetCount, setResetCount] = useState(0);

  const active = files.find((file) => file.fileKey === activeKey) ?? files[0];

  const updateFile = useCallback(
    (fileKey: string, contents: string) =>
      store.set(
        store.current.map((file) => (file.fileKey === fileKey ? { ...file, contents } : file)),
      ),
    [store],
  );

  const resetFiles = useCallback(() => {
    clearSavedCode(challenge.id);
    const seed = getSeedFiles(challenge);
    store.set(seed);
    setActiveKey(seed[0]?.fileKey ?? '');
    setResetCount((count) => count + 1);
  }, [challenge, store]);

  const filesRef: WorkspaceFilesStore = store;
  return {
    files,
    filesRef,
    active,
    setActiveKey,
    updateFile,
    resetFiles,
    resetCount,
    removedUnsafeCharacters: opening.removed,
  };
};
