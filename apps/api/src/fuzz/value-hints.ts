// Values that get further than random text, by property name: zod's refinements and transforms
// (URL checks, e-mail checks after trim, CPF check digits, known ids) do not survive the
// conversion to JSON Schema, so without these most "valid" requests would stop at a 400.
import fc from 'fast-check';
import type { ServerCurriculumIndex } from '@escola/contracts/curriculum-server-index';
import { CURRICULUM_FIXTURE } from '../testing/curriculum-fixture';

const firstChallenge = CURRICULUM_FIXTURE.challenges[0];
if (!firstChallenge) throw new Error('a curriculum fixture sem desafios');

/** The test fixture plus a back-end challenge and a project, so every completion route has one. */
export const FUZZ_CURRICULUM: ServerCurriculumIndex = {
  ...CURRICULUM_FIXTURE,
  challenges: [
    ...CURRICULUM_FIXTURE.challenges,
    { ...firstChallenge, id: 'api-de-tarefas', challengeType: 2, challengeOrder: 3 },
    { ...firstChallenge, id: 'projeto-calculadora', challengeType: 3, challengeOrder: 4 },
  ].map((challenge) => ({
    ...challenge,
    path: `/learn/${challenge.superBlock}/${challenge.block}/${challenge.id}`,
  })),
};

const link = fc.constantFrom(
  '',
  'https://exemplo.com.br/',
  'https://exemplo.com.br/imagem.png',
  'http://localhost:3000/perfil',
);

const simpleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,15}$/),
    fc.constantFrom('teste.escola.dev', 'exemplo.com'),
  )
  .map(([name, domain]) => `${name}@${domain}`);

/** Hints for one run: the known account is one a request may name. */
export const valueHintsFor = ({
  email,
  username,
  password,
}: {
  email: string;
  username: string;
  password: string;
}): Record<string, fc.Arbitrary<unknown>> => ({
  email: fc.oneof(fc.constant(email), simpleEmail),
  username: fc.constant(username),
  password: fc.constant(password),
  currentPassword: fc.constant(password),
  // Valid check digits, masked and not.
  cpf: fc.constantFrom('529.982.247-25', '11144477735'),
  id: fc.constantFrom(...FUZZ_CURRICULUM.challenges.map((challenge) => challenge.id)),
  challengeType: fc.constantFrom(
    ...FUZZ_CURRICULUM.challenges.map((challenge) => challenge.challengeType),
  ),
  picture: link,
  image: link,
  url: link,
  githubProfile: link,
  linkedin: link,
  twitter: link,
  website: link,
  solution: link,
  githubLink: link,
});

/** A known challenge id goes with its own type: the completion routes check that they agree. */
export const withMatchingChallengeType = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || !('challengeType' in body)) return body;
  const { id } = body as { id?: unknown };
  const challenge = FUZZ_CURRICULUM.challenges.find((candidate) => candidate.id === id);
  return challenge ? { ...body, challengeType: challenge.challengeType } : body;
};
