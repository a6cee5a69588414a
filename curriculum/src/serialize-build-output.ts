// The assembled curriculum → the files of dist/, each checked against its contract first (the
// contract's shape is what gets written). buildId is a hash of everything else written, so the
// same content always gives the same output, and any change gives a new id.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  challengePageDataSchema,
  introductionPageDataSchema,
} from '@escola/contracts/challenge-page-data';
import { curriculumIndexSchema } from '@escola/contracts/curriculum-index';
import { serverCurriculumIndexSchema } from '@escola/contracts/curriculum-server-index';
import type { AssembledCurriculum } from './assemble-curriculum';
import { compareText } from './compare-text';

export const INDEX_FILE = 'page-data/curriculum.json';
export const SERVER_INDEX_FILE = 'server/curriculum.json';
const PAGE_DATA_FOLDER = 'page-data';
const BUILD_ID_LENGTH = 16;
const PENDING_BUILD_ID = 'pendente';

const parseOrThrow = <Schema extends z.ZodType>({
  schema,
  value,
  file,
}: {
  schema: Schema;
  value: unknown;
  file: string;
}): z.infer<Schema> => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(
    `A saída da construção não segue o contrato em ${file}:\n${z.prettifyError(parsed.error)}`,
  );
};

export type BuildOutput = { buildId: string; files: Map<string, string> };

export const serializeBuildOutput = ({
  index,
  pages,
  server,
}: AssembledCurriculum): BuildOutput => {
  const hash = createHash('sha256');
  const files = new Map<string, string>();
  for (const [pageFile, page] of [...pages].sort(([left], [right]) => compareText(left, right))) {
    const file = `${PAGE_DATA_FOLDER}/${pageFile}`;
    const schema = 'challenge' in page ? challengePageDataSchema : introductionPageDataSchema;
    const json = JSON.stringify(parseOrThrow({ schema, value: page, file }));
    hash.update(file).update('\0').update(json).update('\0');
    files.set(file, json);
  }
  const parsedIndex = parseOrThrow({
    schema: curriculumIndexSchema,
    value: { buildId: PENDING_BUILD_ID, ...index },
    file: INDEX_FILE,
  });
  const parsedServer = parseOrThrow({
    schema: serverCurriculumIndexSchema,
    value: { buildId: PENDING_BUILD_ID, ...server },
    file: SERVER_INDEX_FILE,
  });
  hash.update(JSON.stringify(parsedIndex)).update('\0').update(JSON.stringify(parsedServer));
  const buildId = hash.digest('hex').slice(0, BUILD_ID_LENGTH);
  files.set(INDEX_FILE, JSON.stringify({ ...parsedIndex, buildId }));
  files.set(SERVER_INDEX_FILE, JSON.stringify({ ...parsedServer, buildId }));
  return { buildId, files };
};
