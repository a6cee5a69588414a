// `npm run curriculum:import -- <folder>`: checks a folder of challenge files in freeCodeCamp's
// format (recursively) and says, per file, whether our build takes it and what it cannot take
// (docs/decisions/031-freecodecamp-format.md). It writes nothing: a file that is taken goes into a
// block of content/ by hand, named `<challengeOrder>-<dashedName>.md`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compareText } from './compare-text';
import { sortCurriculumErrors, type CurriculumError } from './curriculum-error';
import type { ChallengeFormat } from './freecodecamp-format';
import { parseChallengeFile } from './parse-challenge-file';
import { normaliseSource } from './parse-front-matter';
import { BLOCK_FILE, PHASE_FILE, SUPER_BLOCK_FILE } from './read-content-tree';

export type ImportFileReport = {
  /** How the report names the file (see `display`). */
  file: string;
  /** Our build takes it as it is. */
  ok: boolean;
  format: ChallengeFormat | null;
  /** Its name in a block of content/: `03-some-algo.md`, or `NN-some-algo.md` without a number. */
  nameInBlock: string | null;
  errors: CurriculumError[];
  /** What the build takes but will likely fail in the runner (tests using jQuery…). */
  warnings: CurriculumError[];
};

export type ImportCheck = {
  files: ImportFileReport[];
  /** Files that are not challenges (not `.md`, or our `_bloco.md`…), by display name. */
  ignored: string[];
};

const CHALLENGE_EXTENSION = '.md';
/** Our tree's files that describe a superblock, phase or block (run on our content/ too). */
const META_FILES = new Set([SUPER_BLOCK_FILE, PHASE_FILE, BLOCK_FILE]);

const isChallengeFile = (file: string) =>
  file.endsWith(CHALLENGE_EXTENSION) && !META_FILES.has(path.basename(file));
const NUMBERED_NAME = /^(\d+)-/;

/** Test code that cannot pass here, by a plain look at it (warnings, not errors). */
const TEST_CODE_WARNINGS: readonly { pattern: RegExp; message: string }[] = [
  {
    pattern: /(^|[^\w$.])\$\s*\(/,
    message: 'usa jQuery ($), que não é carregado aqui: o teste vai falhar',
  },
  {
    pattern: /\bgetUserInput\b/,
    message:
      'usa getUserInput, do executor do freeCodeCamp, que não existe aqui: o teste vai falhar',
  },
];

const listFiles = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(folder, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
    .sort(compareText);
};

/** The line of each test's code block (1-based), in order: where the warnings point. */
const testLines = (source: string, count: number): number[] => {
  const lines = normaliseSource(source).split('\n');
  const start = lines.findIndex((line) => /^#[ \t]+--(hints|testes)--[ \t]*$/.test(line));
  const found: number[] = [];
  let inFence = false;
  for (let index = start + 1; start >= 0 && index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (!inFence && /^#[ \t]/.test(line)) break;
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) {
      if (!inFence && found.length < count) found.push(index + 1);
      inFence = !inFence;
    }
  }
  return found;
};

const checkFile = ({
  file,
  source,
  name,
}: {
  file: string;
  source: string;
  name: string;
}): ImportFileReport & { id: { value: string; line: number } | null } => {
  const numberInName = NUMBERED_NAME.exec(name)?.[1];
  // Unnumbered (as in freeCodeCamp's tree): the position in the block is only known there.
  const parsed = parseChallengeFile({
    file,
    source,
    fileNumber: numberInName === undefined ? 0 : Number(numberInName),
  });
  if (!parsed.ok) {
    return {
      file,
      ok: false,
      format: null,
      nameInBlock: null,
      errors: sortCurriculumErrors(parsed.errors),
      warnings: [],
      id: null,
    };
  }
  const challenge = parsed.value;
  const hasOrder = numberInName !== undefined || challenge.format === 'escola';
  const position = hasOrder ? String(challenge.challengeOrder).padStart(2, '0') : 'NN';
  const lines = testLines(source, challenge.tests.length);
  const warnings = challenge.tests.flatMap((test, index) =>
    TEST_CODE_WARNINGS.filter(({ pattern }) => pattern.test(test.testString)).map(
      ({ message }) => ({
        file,
        line: lines[index] ?? 1,
        message: `o teste ${index + 1} ${message}`,
      }),
    ),
  );
  return {
    file,
    ok: true,
    format: challenge.format,
    nameInBlock: `${position}-${challenge.slug}${CHALLENGE_EXTENSION}`,
    errors: [],
    warnings,
    id: { value: challenge.id, line: challenge.lineOf('id') },
  };
};

/**
 * Every `.md` file under `folder` (dot folders skipped), parsed as the build parses a challenge,
 * plus the one check across files that does not depend on where they go: unique ids.
 * `display` names a file in the report (default: its path relative to `folder`).
 */
export const checkFreeCodeCampFolder = async ({
  folder,
  display = (absolute) => path.relative(folder, absolute).split(path.sep).join('/'),
}: {
  folder: string;
  display?: (absolute: string) => string;
}): Promise<ImportCheck> => {
  const all = await listFiles(folder);
  const challenges = all.filter(isChallengeFile);
  const checked = await Promise.all(
    challenges.map(async (absolute) =>
      checkFile({
        file: display(absolute),
        source: await readFile(absolute, 'utf8'),
        name: path.basename(absolute),
      }),
    ),
  );
  const firstFileOfId = new Map<string, string>();
  const files = checked.map(({ id, ...report }): ImportFileReport => {
    if (!id) return report;
    const first = firstFileOfId.get(id.value);
    if (first === undefined) {
      firstFileOfId.set(id.value, report.file);
      return report;
    }
    const message = `id ${id.value} repetido (também em ${first})`;
    return { ...report, ok: false, errors: [{ file: report.file, line: id.line, message }] };
  });
  return { files, ignored: all.filter((file) => !isChallengeFile(file)).map(display) };
};
