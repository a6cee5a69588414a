// What the crash test completes: a curriculum of challenges open from the start (no previous one
// to complete first), learners of a programme who may open them, and the plan of requests.
import { CURRICULUM_FIXTURE, writeCurriculumFixture } from '@escola/api/testing/curriculum-fixture';
import type { Database } from '@escola/db/client';
import { hashPassword } from '@escola/db/password';
import { users } from '@escola/db/schema/users';
import type { PlannedCompletion } from './completion-load';

/** After every fourth challenge a learner repeats one of their last four (sometimes the same one
 * at once, racing its first request). */
const REPEAT_EVERY = 4;

export const challengeIdsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => `desafio-queda-${index}`);

/** The curriculum file the server loads (CURRICULUM_SERVER_FILE). */
export const writeCrashCurriculum = ({
  directory,
  challengeIds,
}: {
  directory: string;
  challengeIds: readonly string[];
}): Promise<string> =>
  writeCurriculumFixture({
    directory,
    index: {
      ...CURRICULUM_FIXTURE,
      challenges: challengeIds.map((id, index) => ({
        ...CURRICULUM_FIXTURE.challenges[0]!,
        id,
        challengeOrder: index,
        indexInSuperBlock: index + 1,
        path: `/learn/logica-de-programacao/primeiros-algoritmos/${id}`,
        prevChallengeId: null,
        nextChallengeId: null,
      })),
    },
  });

/** Learners with a password, in the order of `emails`; their ids. */
export const createLearners = async ({
  db,
  emails,
  password,
}: {
  db: Database;
  emails: readonly string[];
  password: string;
}): Promise<string[]> => {
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(users)
    .values(
      emails.map((email, index) => ({
        email,
        username: `queda-${index}`,
        name: `Pessoa ${index}`,
        passwordHash,
        emailVerified: true,
        acceptedPrivacyTerms: true,
        // A programme's learner: the fixture's trilha is open to them.
        source: 'teste-de-queda',
        access: 'complete' as const,
        lastActiveAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  return emails.map((email) => inserted.find((row) => row.email === email)!.id);
};

/** Every learner completes every challenge, with repeats; the learners' requests interleaved. */
export const planCompletions = ({
  learners,
  challengeIds,
}: {
  learners: number;
  challengeIds: readonly string[];
}): PlannedCompletion[] => {
  const sequences = Array.from({ length: learners }, (_, learner) =>
    challengeIds.flatMap((id, index) =>
      (index + 1) % REPEAT_EVERY === 0
        ? [id, challengeIds[index - ((learner + index) % REPEAT_EVERY)]!]
        : [id],
    ),
  );
  return sequences[0]!.flatMap((_, step) =>
    sequences.map((sequence, learner) => ({ learner, challengeId: sequence[step]! })),
  );
};
