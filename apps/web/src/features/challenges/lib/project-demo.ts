// The files of a project's demonstration as the runner builds them: the demonstration's files over
// the starting ones (a demonstration may leave a starting file as it is), or null when the project
// has none or does not preview (domain: html and multifile projects only).
import { showsProjectPreview } from '@escola/domain/challenge-completion';
import type { RunnerFile } from '@escola/runner/types';
import type { ChallengeContent } from './challenge-content';

export const getProjectDemoFiles = (challenge: ChallengeContent): RunnerFile[] | null => {
  if (!challenge.demo || !showsProjectPreview(challenge)) return null;
  const demo = challenge.demo;
  return challenge.files.map((file) => {
    const shown = demo.find((entry) => entry.fileKey === file.fileKey) ?? file;
    return { fileKey: file.fileKey, name: file.name, ext: file.ext, contents: shown.contents };
  });
};
