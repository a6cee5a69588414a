// The challenge types of docs/product/curriculum-and-access.md, numbered 0–18 as the spec numbers
// them. `zipline` and `frontEndProject` are two names of type 3.

export const CHALLENGE_TYPES = {
  html: 0,
  js: 1,
  backend: 2,
  zipline: 3,
  frontEndProject: 3,
  backEndProject: 4,
  jsProject: 5,
  modern: 6,
  step: 7,
  quiz: 8,
  invalid: 9,
  pythonProject: 10,
  video: 11,
  codeAllyPractice: 12,
  codeAllyCert: 13,
  multifileCertProject: 14,
  theOdinProject: 15,
  colab: 16,
  videoOnly: 17,
  textOnly: 18,
} as const;
export type ChallengeTypeName = keyof typeof CHALLENGE_TYPES;
export type ChallengeType = (typeof CHALLENGE_TYPES)[ChallengeTypeName];

const CHALLENGE_TYPE_NAMES = Object.keys(CHALLENGE_TYPES) as ChallengeTypeName[];

/** Every challenge type number, ascending (the table is in order), once each (0–18). */
export const CHALLENGE_TYPE_VALUES: readonly ChallengeType[] = [
  ...new Set(Object.values(CHALLENGE_TYPES)),
];

/** Is this number one of the challenge types (say, a number read from a request or a row)? */
export const isChallengeType = (value: number): value is ChallengeType =>
  (CHALLENGE_TYPE_VALUES as readonly number[]).includes(value);

/** The spec's names of a type, in table order: `['zipline', 'frontEndProject']` for 3. */
export const getChallengeTypeNames = (type: ChallengeType): ChallengeTypeName[] =>
  CHALLENGE_TYPE_NAMES.filter((name) => CHALLENGE_TYPES[name] === type);

/** Is `type` one of the named types? (`isOneOfChallengeTypes({ type, names: ['html', 'modern'] })`) */
export const isOneOfChallengeTypes = ({
  type,
  names,
}: {
  type: number;
  names: readonly ChallengeTypeName[];
}): boolean => names.some((name) => CHALLENGE_TYPES[name] === type);
