// The front matter of the four kinds of file (curriculum/README.md), as zod schemas whose messages
// are Portuguese and read after the field name ("challengeType deve ser um número de 0 a 18").
// Unknown fields are errors, so a misspelt field never goes unnoticed.
import { z } from 'zod';
import { SUPER_BLOCKS } from '@escola/domain/super-blocks';
import type { CurriculumError } from './curriculum-error';
import type { FrontMatter } from './parse-front-matter';

const REQUIRED = 'é obrigatório';
/** kebab-case: lower-case letters and digits in groups joined by single hyphens. */
export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ID_MIN_LENGTH = 3;
export const ID_MAX_LENGTH = 80;
const MAX_CHALLENGE_TYPE = 18;

type IssueInput = { input?: unknown };
const orRequired = (message: string) => ({
  error: (issue: IssueInput) => (issue.input === undefined ? REQUIRED : message),
});

const text = () => z.string(orRequired('deve ser um texto')).trim().min(1, 'não pode ser vazio');
const optionalText = () => z.string('deve ser um texto (use aspas)').trim().min(1).optional();
const slug = () =>
  z
    .string(orRequired('deve ser um texto'))
    .regex(KEBAB_CASE, 'deve estar em kebab-case (a-z, 0-9 e hífens; ex.: lacos-for)');
const position = () => {
  const message = 'deve ser um número inteiro a partir de 0';
  return z.number(orRequired(message)).int(message).min(0, message);
};

export const superBlockFrontMatterSchema = z.strictObject({
  superBlock: z.enum(SUPER_BLOCKS, orRequired(`deve ser um de: ${SUPER_BLOCKS.join(', ')}`)),
  title: text(),
});

export const phaseFrontMatterSchema = z.strictObject({
  phase: slug(),
  phaseOrder: position(),
  title: text(),
});

export const blockFrontMatterSchema = z.strictObject({
  block: slug(),
  order: position(),
  title: text(),
});

const CHALLENGE_TYPE_MESSAGE = `deve ser um número de 0 a ${MAX_CHALLENGE_TYPE}`;
const ID_MESSAGE = `deve ter de ${ID_MIN_LENGTH} a ${ID_MAX_LENGTH} caracteres em kebab-case (a-z, 0-9 e hífens)`;

export const challengeFrontMatterSchema = z.strictObject({
  id: z
    .string(orRequired(ID_MESSAGE))
    .min(ID_MIN_LENGTH, ID_MESSAGE)
    .max(ID_MAX_LENGTH, ID_MESSAGE)
    .regex(KEBAB_CASE, ID_MESSAGE),
  title: text(),
  challengeType: z
    .number(orRequired(CHALLENGE_TYPE_MESSAGE))
    .int(CHALLENGE_TYPE_MESSAGE)
    .min(0, CHALLENGE_TYPE_MESSAGE)
    .max(MAX_CHALLENGE_TYPE, CHALLENGE_TYPE_MESSAGE),
  challengeOrder: position(),
  slug: slug().optional(),
  videoId: optionalText(),
  videoUrl: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http:// ou https://' })
    .optional(),
});
export type ChallengeFrontMatter = z.infer<typeof challengeFrontMatterSchema>;

/** Parses front matter data; every issue becomes an error on its field's line. */
export const parseFrontMatterData = <Schema extends z.ZodType>({
  schema,
  frontMatter,
  file,
  reportedKeys,
}: {
  schema: Schema;
  frontMatter: FrontMatter;
  file: string;
  /** Fields whose problem was already reported (by the freeCodeCamp translation): not again. */
  reportedKeys?: ReadonlySet<string>;
}): { ok: true; data: z.infer<Schema> } | { ok: false; errors: CurriculumError[] } => {
  const parsed = schema.safeParse(frontMatter.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = parsed.error.issues.filter(
    (issue) => !reportedKeys?.has(String(issue.path[0] ?? '')),
  );
  const errors = issues.flatMap((issue): CurriculumError[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        line: frontMatter.lineOf(key),
        message: `campo desconhecido: ${key}`,
      }));
    }
    const key = String(issue.path[0] ?? '');
    return [{ file, line: frontMatter.lineOf(key), message: `${key} ${issue.message}` }];
  });
  return { ok: false, errors };
};
