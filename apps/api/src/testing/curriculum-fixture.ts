// Test helper: a small curriculum server index (the shape `npm run curriculum:build` writes to
// dist/server/curriculum.json) written to a file that CURRICULUM_SERVER_FILE can point at.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  ServerCurriculumChallenge,
  ServerCurriculumIndex,
} from '@escola/contracts/curriculum-server-index';

const challenge = (
  values: Pick<ServerCurriculumChallenge, 'id' | 'challengeType' | 'challengeOrder'> &
    Partial<ServerCurriculumChallenge>,
): ServerCurriculumChallenge => ({
  superBlock: 'logica-de-programacao',
  superOrder: 1,
  phase: 'algoritmos-e-variaveis',
  phaseOrder: 0,
  block: 'primeiros-algoritmos',
  order: 3,
  path: `/learn/logica-de-programacao/primeiros-algoritmos/${values.id}`,
  prevChallengeId: null,
  nextChallengeId: null,
  indexInSuperBlock: values.challengeOrder + 1,
  questions: [],
  ...values,
});

/** Three challenges of one block: a JS challenge, a video with a question, a text-only page. */
export const CURRICULUM_FIXTURE: ServerCurriculumIndex = {
  buildId: 'fixture0build0id',
  challenges: [
    challenge({
      id: 'declare-uma-variavel',
      challengeType: 1,
      challengeOrder: 0,
      nextChallengeId: 'video-sobre-variaveis',
    }),
    challenge({
      id: 'video-sobre-variaveis',
      challengeType: 11,
      challengeOrder: 1,
      prevChallengeId: 'declare-uma-variavel',
      nextChallengeId: 'leitura-sobre-variaveis',
      questions: [{ correctAnswerIndex: 1, feedback: ['<p>Quase: releia o trecho.</p>', null] }],
    }),
    challenge({
      id: 'leitura-sobre-variaveis',
      challengeType: 18,
      challengeOrder: 2,
      prevChallengeId: 'video-sobre-variaveis',
    }),
  ],
};

/** Writes the index (CURRICULUM_FIXTURE unless given) as `<directory>/curriculum.json`. */
export const writeCurriculumFixture = async ({
  directory,
  index = CURRICULUM_FIXTURE,
}: {
  directory: string;
  index?: ServerCurriculumIndex;
}): Promise<string> => {
  const file = path.join(directory, 'curriculum.json');
  await writeFile(file, JSON.stringify(index));
  return file;
};
