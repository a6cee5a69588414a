// A build error: the file (relative to the curriculum folder, e.g. `content/1-…/_bloco.md`), the
// 1-based line it is about, and what is wrong, in Portuguese. The build collects them all.
import { compareText } from './compare-text';

export type CurriculumError = { file: string; line: number; message: string };

/** `content/…/02-x.md:4: challengeType deve ser um número de 0 a 18` */
export const formatCurriculumError = ({ file, line, message }: CurriculumError): string =>
  `${file}:${line}: ${message}`;

/** By file (code point order, as the tree is listed), then line, then message. */
export const sortCurriculumErrors = (errors: readonly CurriculumError[]): CurriculumError[] =>
  [...errors].sort(
    (left, right) =>
      compareText(left.file, right.file) ||
      left.line - right.line ||
      compareText(left.message, right.message),
  );

/** Thrown when a build has errors: carries every one of them. */
export class CurriculumBuildError extends Error {
  override name = 'CurriculumBuildError';
  readonly errors: CurriculumError[];

  constructor(errors: readonly CurriculumError[]) {
    const sorted = sortCurriculumErrors(errors);
    super(sorted.map(formatCurriculumError).join('\n'));
    this.errors = sorted;
  }
}
