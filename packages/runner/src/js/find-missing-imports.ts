// A JavaScript-only challenge's files run as one script in a worker, their import/export ignored
// (build/ignore-module-syntax.ts). An import of one of the challenge's files needs nothing — its
// declarations share the evaluation's scope — but a package, or a file the challenge does not
// have, is simply not there: the runner tells the learner which (formatIgnoredImportMessage).
import type { IgnoredImport } from '../build/ignore-module-syntax';
import type { RunnerFile } from '../types';

const withoutExtension = (fileName: string) => fileName.replace(/\.[^./]+$/, '');

export const findMissingImports = <Import extends IgnoredImport>(
  imports: readonly Import[],
  files: readonly Pick<RunnerFile, 'name' | 'ext'>[],
): Import[] => {
  const names = new Set(files.flatMap((file) => [`${file.name}.${file.ext}`, file.name]));
  return imports.filter(({ source }) => {
    if (!source.startsWith('./')) return true;
    const path = source.slice(2);
    return !names.has(path) && !names.has(withoutExtension(path));
  });
};
