// One challenge file → everything the build needs from it, or every error found in it.
import type {
  ChallengeQuestion,
  ChallengeSeedFile,
  ChallengeTest,
} from '@escola/contracts/challenge-page-data';
import type { ServerCurriculumQuestion } from '@escola/contracts/curriculum-server-index';
import type { ChallengeType } from '@escola/domain/challenge-types';
import { PREVIEW_TYPES, showsProjectPreview } from '@escola/domain/challenge-completion';
import { CHALLENGE_TYPES } from '@escola/domain/challenge-types';
import { slugify } from '@escola/domain/slugify';
import {
  describeChallengeType,
  getRequiredSections,
  needsVideo,
} from './challenge-type-requirements';
import type { CurriculumError } from './curriculum-error';
import { extractEditableRegion } from './extract-editable-region';
import { describeUnknownFreeCodeCampSection, translateFreeCodeCampBody } from './freecodecamp-body';
import {
  describeSection,
  OPTIONAL_IN_FREECODECAMP,
  type ChallengeFormat,
} from './freecodecamp-format';
import {
  hasFreeCodeCampFields,
  translateFreeCodeCampFrontMatter,
} from './freecodecamp-front-matter';
import {
  challengeFrontMatterSchema,
  KEBAB_CASE,
  parseFrontMatterData,
  type ChallengeFrontMatter,
} from './front-matter-schemas';
import {
  parseHookCode,
  parseSeedFiles,
  parseSolutions,
  type SourceFile,
} from './parse-code-sections';
import { parseFrontMatter } from './parse-front-matter';
import { parseQuestions } from './parse-questions';
import { parseTests } from './parse-tests';
import { renderMarkdown } from './render-markdown';
import { checkServerCheckedFiles } from './server-tests';
import { splitSections, type Section, type SectionMarker } from './split-sections';

/** A file of a solution: only the files the solution changes (the rest come from the seed). */
export type ChallengeSolutionFile = Pick<
  ChallengeSeedFile,
  'fileKey' | 'name' | 'ext' | 'contents'
>;

export type ParsedChallenge = ChallengeFrontMatter & {
  file: string;
  slug: string;
  /** The field the slug comes from (for messages): `dashedName` in a freeCodeCamp file. */
  slugKey: 'slug' | 'dashedName' | 'title';
  /** Our format, or freeCodeCamp's translated (docs/decisions/031-freecodecamp-format.md). */
  format: ChallengeFormat;
  lineOf: (key: string) => number;
  description: string;
  instructions: string;
  files: ChallengeSeedFile[];
  tests: ChallengeTest[];
  /** `# --solucao--`: each solution's files (never in the page data; curriculum:test runs them). */
  solutions: ChallengeSolutionFile[][];
  /**
   * `# --demonstracao--`: a finished example of a project (types that preview: html, multifile),
   * shown in the project-preview frame; it must pass the tests like a solution (curriculum:test).
   */
  demo: ChallengeSolutionFile[] | null;
  questions: ChallengeQuestion[];
  answerKeys: ServerCurriculumQuestion[];
  beforeUserCode: string | null;
  afterUserCode: string | null;
};

export type ParseResult<Value> =
  { ok: true; value: Value } | { ok: false; errors: CurriculumError[] };

const toSeedFile = ({
  file,
  source,
  errors,
}: {
  file: string;
  source: SourceFile;
  errors: CurriculumError[];
}): ChallengeSeedFile => {
  const region = extractEditableRegion(source.contents);
  if (!region.ok)
    errors.push({ file, line: source.line + 1 + region.lineIndex, message: region.message });
  return {
    fileKey: `${source.name}${source.ext}`,
    name: source.name,
    ext: source.ext,
    contents: region.ok ? region.contents : source.contents,
    editableRegionBoundaries: region.ok ? region.editableRegionBoundaries : [],
    history: [source.fileName],
  };
};

/** Editable-region markers, if a solution file kept them, are removed as in the seed. */
const toSolutionFile = (source: SourceFile): ChallengeSolutionFile => {
  const region = extractEditableRegion(source.contents);
  return {
    fileKey: `${source.name}${source.ext}`,
    name: source.name,
    ext: source.ext,
    contents: region.ok ? region.contents : source.contents,
  };
};

const findSlug = ({
  frontMatter,
  file,
  lineOf,
  errors,
}: {
  frontMatter: ChallengeFrontMatter;
  file: string;
  lineOf: (key: string) => number;
  errors: CurriculumError[];
}): string => {
  if (frontMatter.slug) return frontMatter.slug;
  const slug = slugify(frontMatter.title);
  if (!KEBAB_CASE.test(slug)) {
    errors.push({
      file,
      line: lineOf('title'),
      message: `o título gera o slug "${slug}", que não é válido: defina o campo slug`,
    });
  }
  return slug;
};

/** The requirements that depend on the type: sections, their contents, the video reference. */
const checkTypeRequirements = ({
  frontMatter,
  format,
  sections,
  file,
  lineOf,
  errors,
  counts,
}: {
  frontMatter: ChallengeFrontMatter;
  format: ChallengeFormat;
  sections: Map<SectionMarker, Section>;
  file: string;
  lineOf: (key: string) => number;
  errors: CurriculumError[];
  counts: Partial<Record<SectionMarker, number>>;
}) => {
  const type = describeChallengeType(frontMatter.challengeType as ChallengeType);
  const line = lineOf('challengeType');
  for (const marker of getRequiredSections(frontMatter.challengeType)) {
    const section = sections.get(marker);
    if (!section) {
      if (format === 'freecodecamp' && OPTIONAL_IN_FREECODECAMP.includes(marker)) continue;
      errors.push({
        file,
        line,
        message: `falta a seção ${describeSection(marker, format)}, obrigatória para o tipo ${type}`,
      });
    } else if (counts[marker] === 0 || section.lines.every((text) => text.trim() === '')) {
      errors.push({ file, line: section.line, message: `a seção ${section.label} está vazia` });
    }
  }
  if (needsVideo(frontMatter.challengeType) && !frontMatter.videoId && !frontMatter.videoUrl) {
    errors.push({ file, line, message: `videoId (ou videoUrl) é obrigatório para o tipo ${type}` });
  }
};

const checkSolutionFiles = ({
  seeds,
  seedLabel,
  solutions,
  file,
  errors,
}: {
  seeds: SourceFile[];
  /** How the file names its starting files' section. */
  seedLabel: string;
  solutions: SourceFile[][];
  file: string;
  errors: CurriculumError[];
}) => {
  if (seeds.length === 0) return;
  const names = new Set(seeds.map((seed) => seed.fileName));
  for (const solutionFile of solutions.flat()) {
    if (names.has(solutionFile.fileName)) continue;
    errors.push({
      file,
      line: solutionFile.line,
      message: `a solução tem o arquivo ${solutionFile.fileName}, que não está em ${seedLabel}`,
    });
  }
};

/** A demonstration: one group of files, only for the types that show a project preview. */
const checkDemo = ({
  challengeType,
  demos,
  file,
  line,
  errors,
}: {
  challengeType: number;
  demos: SourceFile[][];
  file: string;
  line: number;
  errors: CurriculumError[];
}) => {
  if (!showsProjectPreview({ challengeType })) {
    errors.push({
      file,
      line,
      message: `# --demonstracao-- só vale para projetos com visualização (tipos ${PREVIEW_TYPES.map((name) => CHALLENGE_TYPES[name]).join(' e ')})`,
    });
  }
  if (demos.length !== 1) {
    errors.push({
      file,
      line,
      message: '# --demonstracao-- deve ter um único conjunto de arquivos',
    });
  }
};

/** `02-some-numeros.md` → 2 (a freeCodeCamp file may leave challengeOrder to its name). */
const numberOfFileName = (file: string): number | undefined => {
  const match = /^(\d+)-/.exec(file.split('/').at(-1) ?? '');
  return match ? Number(match[1]) : undefined;
};

export const parseChallengeFile = ({
  file,
  source,
  fileNumber = numberOfFileName(file),
}: {
  file: string;
  source: string;
  /** challengeOrder for a freeCodeCamp file without one; default: the file name's number. */
  fileNumber?: number;
}): ParseResult<ParsedChallenge> => {
  const parsedFrontMatter = parseFrontMatter({ file, source });
  if (!parsedFrontMatter.ok) return parsedFrontMatter;
  // freeCodeCamp's names become ours here, line for line (freecodecamp-body.ts).
  const body = translateFreeCodeCampBody({ file, ...parsedFrontMatter.frontMatter });
  const format: ChallengeFormat =
    body.usesFreeCodeCampSections || hasFreeCodeCampFields(parsedFrontMatter.frontMatter.data)
      ? 'freecodecamp'
      : 'escola';
  const translated =
    format === 'freecodecamp'
      ? translateFreeCodeCampFrontMatter({
          file,
          frontMatter: parsedFrontMatter.frontMatter,
          fileNumber,
        })
      : null;
  const frontMatter = translated?.frontMatter ?? parsedFrontMatter.frontMatter;
  const data = parseFrontMatterData({
    schema: challengeFrontMatterSchema,
    frontMatter,
    file,
    ...(translated ? { reportedKeys: translated.reportedKeys } : {}),
  });
  const split = splitSections({
    file,
    bodyLines: body.bodyLines,
    bodyStartLine: frontMatter.bodyStartLine,
    headingLabels: body.headingLabels,
    ...(format === 'freecodecamp'
      ? { describeUnknownSection: describeUnknownFreeCodeCampSection }
      : {}),
  });
  const { sections } = split;
  const errors = [...(translated?.errors ?? []), ...body.errors, ...split.errors];
  if (!data.ok) return { ok: false, errors: [...data.errors, ...errors] };
  const { lineOf } = frontMatter;
  const context = (marker: SectionMarker) => {
    const section = sections.get(marker);
    return section ? { file, section } : null;
  };
  const markdown = (marker: SectionMarker) =>
    renderMarkdown(sections.get(marker)?.lines.join('\n') ?? '');

  const arquivos = context('arquivos');
  const seeds = arquivos ? parseSeedFiles(arquivos) : { files: [], errors: [] };
  const solucao = context('solucao');
  const solutions = solucao ? parseSolutions(solucao) : { solutions: [], errors: [] };
  const demonstracao = context('demonstracao');
  const demos = demonstracao ? parseSolutions(demonstracao) : { solutions: [], errors: [] };
  const testes = context('testes');
  const tests = testes ? parseTests(testes) : { tests: [], errors: [] };
  const perguntas = context('perguntas');
  const questions = perguntas ? parseQuestions(perguntas) : { questions: [], errors: [] };
  const antes = context('antes');
  const before = antes ? parseHookCode(antes) : { code: null, errors: [] };
  const depois = context('depois');
  const after = depois ? parseHookCode(depois) : { code: null, errors: [] };
  errors.push(
    ...seeds.errors,
    ...solutions.errors,
    ...demos.errors,
    ...tests.errors,
    ...questions.errors,
    ...before.errors,
    ...after.errors,
  );

  const files = seeds.files.map((seed) => toSeedFile({ file, source: seed, errors }));
  // With a broken starting file, every solution file would look unknown.
  if (seeds.errors.length === 0) {
    const seedLabel = arquivos?.section.label ?? describeSection('arquivos', format);
    for (const group of [solutions.solutions, demos.solutions]) {
      checkSolutionFiles({ seeds: seeds.files, seedLabel, solutions: group, file, errors });
    }
  }
  if (demonstracao) {
    checkDemo({
      challengeType: data.data.challengeType,
      demos: demos.solutions,
      file,
      errors,
      line: demonstracao.section.line,
    });
  }
  const counts = {
    arquivos: seeds.files.length,
    solucao: solutions.solutions.length,
    testes: tests.tests.length,
    perguntas: questions.questions.length,
  };
  checkTypeRequirements({ frontMatter: data.data, format, sections, file, lineOf, errors, counts });
  errors.push(
    ...checkServerCheckedFiles({
      challengeType: data.data.challengeType,
      seeds: seeds.files,
      file,
    }),
  );
  const slug = findSlug({ frontMatter: data.data, file, lineOf, errors });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...data.data,
      file,
      slug,
      slugKey: data.data.slug ? (translated?.slugKey ?? 'slug') : 'title',
      format,
      lineOf,
      description: markdown('descricao'),
      instructions: markdown('instrucoes'),
      files,
      tests: tests.tests,
      solutions: solutions.solutions.map((solution) => solution.map(toSolutionFile)),
      demo: demos.solutions[0]?.map(toSolutionFile) ?? null,
      questions: questions.questions.map((entry) => entry.question),
      answerKeys: questions.questions.map((entry) => entry.answerKey),
      beforeUserCode: before.code,
      afterUserCode: after.code,
    },
  };
};
