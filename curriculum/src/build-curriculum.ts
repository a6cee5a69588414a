// `npm run curriculum:build`: content/ → dist/ (curriculum/README.md "Build output"). Reads and
// checks every file, collects every error (CurriculumBuildError carries them all), assembles the
// index, page data and server index, checks them against the contracts and writes them atomically.
import path from 'node:path';
import { assembleCurriculum } from './assemble-curriculum';
import { buildCurriculumModel } from './build-curriculum-model';
import { CurriculumBuildError, type CurriculumError } from './curriculum-error';
import { readContentTree } from './read-content-tree';
import { INDEX_FILE, serializeBuildOutput } from './serialize-build-output';
import { validateCurriculumStructure } from './validate-curriculum-structure';
import { validateRequiredContent } from './validate-required-content';
import { writeBuildOutput } from './write-build-output';

export type BuildCurriculumOptions = {
  contentDirectory: string;
  outputDirectory: string;
  /**
   * Check the content the product relies on (Mundo Tech, checkpoints, certification projects).
   * Off only for generated trees (the bench) and unit-test fixtures.
   */
  checkRequiredContent?: boolean;
};

export type BuildCurriculumResult = {
  buildId: string;
  challengeCount: number;
  fileCount: number;
  /** Bytes of dist/page-data/curriculum.json. */
  indexBytes: number;
};

const readTree = async (contentDirectory: string) => {
  try {
    return await readContentTree({ contentDirectory });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const file = path.basename(contentDirectory);
    const message = `pasta de conteúdo não encontrada (${contentDirectory})`;
    throw new CurriculumBuildError([{ file, line: 1, message }]);
  }
};

export const buildCurriculum = async ({
  contentDirectory,
  outputDirectory,
  checkRequiredContent = true,
}: BuildCurriculumOptions): Promise<BuildCurriculumResult> => {
  const tree = await readTree(contentDirectory);
  const model = buildCurriculumModel({ superBlocks: tree.superBlocks });
  const fileErrors: CurriculumError[] = [...tree.errors, ...model.errors];
  const errors = [
    ...fileErrors,
    ...validateCurriculumStructure({ superBlocks: model.superBlocks }),
  ];
  // A file that did not parse would make the required content look missing: check it last.
  if (checkRequiredContent && errors.length === 0) {
    errors.push(...validateRequiredContent({ superBlocks: model.superBlocks }));
  }
  if (errors.length > 0) throw new CurriculumBuildError(errors);

  const assembled = assembleCurriculum({ superBlocks: model.superBlocks });
  const { buildId, files } = serializeBuildOutput(assembled);
  await writeBuildOutput({ outputDirectory, files });
  return {
    buildId,
    challengeCount: assembled.index.challenges.length,
    fileCount: files.size,
    indexBytes: Buffer.byteLength(files.get(INDEX_FILE) ?? ''),
  };
};
