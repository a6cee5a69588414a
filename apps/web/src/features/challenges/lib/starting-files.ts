// Which files a code challenge opens with: the code kept in this browser (the latest run or save
// here), else the code the learner saved on the server (from another device), else the starting
// files. Saved files are used only when they are the challenge's files (same keys): a challenge
// whose files changed since opens with its new starting files.
import type { RunnerFile } from '@escola/runner/types';

type SavedFile = Pick<RunnerFile, 'fileKey' | 'name' | 'ext' | 'contents'>;

const matchesSeed = (saved: readonly SavedFile[], seed: readonly RunnerFile[]) =>
  saved.length === seed.length &&
  seed.every((file) => saved.some((s) => s.fileKey === file.fileKey));

export const pickStartingFiles = ({
  local,
  server,
  seed,
}: {
  local: readonly SavedFile[] | null;
  server: readonly SavedFile[] | null;
  seed: readonly RunnerFile[];
}): RunnerFile[] => {
  for (const saved of [local, server]) {
    if (!saved || !matchesSeed(saved, seed)) continue;
    // In the seed's (editor) order.
    return seed.map((file) => {
      const kept = saved.find((s) => s.fileKey === file.fileKey) as SavedFile;
      return { fileKey: file.fileKey, name: file.name, ext: file.ext, contents: kept.contents };
    });
  }
  return [...seed];
};
