// What `npm run curriculum:test` runs for one challenge, and how it judges each run: the seed (the
// starting files as the learner gets them: some test must fail) and each solution (its files over
// the seed's, the rest from the seed: every test must pass). Files in the editor's order, as the
// challenge page gives them to the runner.
import { sortEditorFiles } from '@escola/domain/editor-file-order';
import type { ChallengeSolutionFile, ParsedChallenge } from './parse-challenge-file';
import { htmlToPlainText } from '@escola/domain/plain-text';

export type CodeFile = ChallengeSolutionFile;

export type ChallengeRun = {
  kind: 'seed' | 'solution';
  /** How the report names the run: `código inicial`, `solução 2`. */
  label: string;
  files: CodeFile[];
};

/** What the runner answered for one run (a subset of the runner's RunResult). */
export type RunOutcome = {
  tests: readonly { text: string; pass: boolean; err?: string }[];
  buildError?: string;
};

const toCodeFile = ({ fileKey, name, ext, contents }: CodeFile): CodeFile => ({
  fileKey,
  name,
  ext,
  contents,
});

/** The seed's files with a solution's files in their place; files only the solution has, added. */
export const applySolution = ({
  seed,
  solution,
}: {
  seed: readonly CodeFile[];
  solution: readonly CodeFile[];
}): CodeFile[] => {
  const byKey = new Map(solution.map((file) => [file.fileKey, file]));
  const merged = seed.map((file) => toCodeFile(byKey.get(file.fileKey) ?? file));
  const seedKeys = new Set(seed.map((file) => file.fileKey));
  merged.push(...solution.filter((file) => !seedKeys.has(file.fileKey)).map(toCodeFile));
  return sortEditorFiles(merged);
};

export const listChallengeRuns = (
  challenge: Pick<ParsedChallenge, 'files' | 'solutions' | 'demo'>,
): ChallengeRun[] => {
  const seed = sortEditorFiles(challenge.files.map(toCodeFile));
  return [
    { kind: 'seed', label: 'código inicial', files: seed },
    ...challenge.solutions.map((solution, index) => ({
      kind: 'solution' as const,
      label: `solução ${index + 1}`,
      files: applySolution({ seed, solution }),
    })),
    // The demonstration is judged as a solution: the example shown must pass every test.
    ...(challenge.demo
      ? [
          {
            kind: 'solution' as const,
            label: 'demonstração',
            files: applySolution({ seed, solution: challenge.demo }),
          },
        ]
      : []),
  ];
};

const MAX_TEXT_LENGTH = 70;

/** A test's text for a one-line report: tags and entities out, white space folded, shortened. */
export const toPlainText = (html: string): string => {
  const text = htmlToPlainText(html);
  return text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH - 1)}…` : text;
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What is wrong with a run, one entry per problem (empty: as expected). The seed must fail some
 * test (or not build at all); a solution must build and pass every test.
 */
export const judgeRun = ({
  run,
  outcome,
}: {
  run: Pick<ChallengeRun, 'kind' | 'label'>;
  outcome: RunOutcome;
}): string[] => {
  if (run.kind === 'seed') {
    if (outcome.buildError !== undefined || outcome.tests.some((test) => !test.pass)) return [];
    return [`${run.label}: todos os testes passaram (algum deveria falhar)`];
  }
  if (outcome.buildError !== undefined) {
    return [`${run.label}: erro de construção: ${oneLine(outcome.buildError)}`];
  }
  if (outcome.tests.length === 0) return [`${run.label}: o runner não devolveu nenhum teste`];
  return outcome.tests.flatMap((test, index) =>
    test.pass
      ? []
      : [
          `${run.label}: teste ${index + 1} («${toPlainText(test.text)}»): ${oneLine(test.err ?? 'falhou')}`,
        ],
  );
};
