// An fCC front matter → ours (the fields are listed in freecodecamp-format.ts): fields renamed,
// ignored or refused, each refusal an error on the field's own line.
import type { CurriculumError } from './curriculum-error';
import { KEBAB_CASE } from './front-matter-schemas';
import type { FrontMatter } from './parse-front-matter';

/** fCC front matter fields accepted and ignored (what they are for does not exist here). */
const IGNORED_FIELDS = [
  'forumTopicId',
  'helpCategory',
  'bilibiliIds',
  'videoLocaleIds',
  'demoType',
] as const;
/** fCC front matter fields refused, and why. */
const REFUSED_FIELDS: Readonly<Record<string, string>> = {
  required: 'scripts e estilos externos não são carregados aqui (os desafios rodam sem rede)',
  msTrophyId: 'não há troféus da Microsoft aqui',
  url: 'não há desafios do CodeAlly aqui',
  prerequisites: 'não há exames aqui',
  template: 'não há modelos de desafio do freeCodeCamp aqui',
};
/** Fields only fCC files have: any of them makes the file an fCC one. */
const FREECODECAMP_FIELDS = new Set<string>([
  'dashedName',
  'isHidden',
  ...IGNORED_FIELDS,
  ...Object.keys(REFUSED_FIELDS),
]);

/** fCC's challenge types from 17 on, which are not ours (our 17 and 18 are other types). */
const FREECODECAMP_ONLY_TYPES: Readonly<Record<number, string>> = {
  17: 'exam',
  18: 'msTrophy',
  19: 'multipleChoice',
  20: 'python',
  21: 'dialogue',
  22: 'fillInTheBlank',
  23: 'multifilePythonCertProject',
  24: 'generic',
  25: 'lab',
  26: 'jsLab',
  27: 'pyLab',
  28: 'dailyChallengeJs',
  29: 'dailyChallengePy',
};

export type TranslatedFrontMatter = {
  frontMatter: FrontMatter;
  /** Keys whose problems the translation already reported: the schema must not repeat them. */
  reportedKeys: Set<string>;
  /** Which key the slug came from (for messages): `dashedName` in an fCC file. */
  slugKey: 'slug' | 'dashedName';
  errors: CurriculumError[];
};

export const hasFreeCodeCampFields = (data: Record<string, unknown>): boolean =>
  Object.keys(data).some((key) => FREECODECAMP_FIELDS.has(key));

/**
 * fCC front matter → ours. `challengeOrder`, when left out, is the number the file name starts
 * with (`fileNumber`; the import check, whose files are not numbered, passes 0).
 */
export const translateFreeCodeCampFrontMatter = ({
  file,
  frontMatter,
  fileNumber,
}: {
  file: string;
  frontMatter: FrontMatter;
  fileNumber: number | undefined;
}): TranslatedFrontMatter => {
  const data: Record<string, unknown> = { ...frontMatter.data };
  const errors: CurriculumError[] = [];
  const reportedKeys = new Set<string>();
  const { lineOf } = frontMatter;
  const fail = (key: string, message: string) => {
    errors.push({ file, line: lineOf(key), message });
    reportedKeys.add(key);
    delete data[key];
  };
  let slugKey: TranslatedFrontMatter['slugKey'] = 'slug';

  if ('dashedName' in data) {
    const { dashedName } = data;
    delete data.dashedName;
    if ('slug' in data) {
      fail('dashedName', 'use dashedName ou slug, não os dois (são o mesmo campo)');
    } else if (typeof dashedName !== 'string' || !KEBAB_CASE.test(dashedName)) {
      fail('dashedName', 'dashedName deve estar em kebab-case (a-z, 0-9 e hífens; ex.: lacos-for)');
      reportedKeys.add('slug');
    } else {
      data.slug = dashedName;
      slugKey = 'dashedName';
    }
  }
  for (const key of IGNORED_FIELDS) delete data[key];
  if ('isHidden' in data) {
    if (data.isHidden === true) {
      fail(
        'isHidden',
        'isHidden: true (desafio escondido) não existe aqui: tire o arquivo ou o campo',
      );
    } else delete data.isHidden;
  }
  for (const [key, reason] of Object.entries(REFUSED_FIELDS)) {
    if (key in data) fail(key, `o campo ${key} do freeCodeCamp não é aceito aqui: ${reason}`);
  }
  if (data.videoUrl === '') delete data.videoUrl;
  const type = data.challengeType;
  const onlyThere = typeof type === 'number' ? FREECODECAMP_ONLY_TYPES[type] : undefined;
  if (onlyThere) {
    fail(
      'challengeType',
      `challengeType ${String(type)} é "${onlyThere}" no freeCodeCamp, um tipo que não existe aqui (os tipos 17 e 18 daqui, vídeo e texto, só valem no formato da escola)`,
    );
  }
  if (!('challengeOrder' in data) && fileNumber !== undefined) data.challengeOrder = fileNumber;

  const slugLine = slugKey === 'dashedName' ? lineOf('dashedName') : undefined;
  return {
    frontMatter: {
      ...frontMatter,
      data,
      lineOf: (key) => (key === 'slug' ? (slugLine ?? lineOf(key)) : lineOf(key)),
    },
    reportedKeys,
    slugKey,
    errors,
  };
};
