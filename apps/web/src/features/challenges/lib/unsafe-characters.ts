// Code restored into the workspace (this browser's copy, the server's) without the characters no
// stored text may hold — NUL and unpaired surrogates, as `@escola/contracts/unsafe-characters`
// defines them — so an old copy cannot keep a learner from saving or completing. The editor keeps
// them out of what is typed, pasted or dropped (lib/refuse-unsafe-characters).
import { removeUnsafeCharacters } from '@escola/contracts/unsafe-characters';

/** The files without unsafe characters in their contents, and whether any were removed. */
export const removeUnsafeCharactersFromFiles = <File extends { contents: string }>(
  files: readonly File[],
): { files: File[]; removed: boolean } => {
  let removed = false;
  const cleaned = files.map((file) => {
    const contents = removeUnsafeCharacters(file.contents);
    if (contents === file.contents) return file;
    removed = true;
    return { ...file, contents };
  });
  return { files: cleaned, removed };
};
