// Test helpers of the placement-test API tests: learners in each placement state, the answer key
// read from the bank, and the two calls.
import { eq } from 'drizzle-orm';
import { PLACEMENT_TEST_CORRECTION_PATH } from '@escola/contracts/post-placement-test-correction';
import { PLACEMENT_TEST_QUESTIONS_PATH } from '@escola/contracts/get-placement-test-questions';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { placementTestAttempts, placementTestQuestions } from '@escola/db/schema/placement-test';
import { users, type NewUser } from '@escola/db/schema/users';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import type { TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

/**
 * A national learner of the first quiz who finished Mundo Tech: the test is due
 * (docs/product/national-programme.md).
 */
export const NATIONAL_LEARNER: Partial<NewUser> = {
  group: 'nacional-pr',
  access: 'nacional',
  registrationQuiz: 1,
};

export const createLearner = async (
  testApp: TestApp,
  { overrides = NATIONAL_LEARNER, mundoTech = true } = {},
) => {
  const learner = await createTestUser({ db: testApp.db, overrides });
  if (mundoTech) {
    await testApp.db
      .insert(completedChallenges)
      .values({ userId: learner.user.id, challengeId: MUNDO_TECH_CHALLENGE_ID });
  }
  const { session, csrfToken } = await signIn({ app: testApp.app, ...learner });
  const caller: Caller = { session, csrfToken };
  return { user: learner.user, caller };
};

export type AnswerKey = { id: string; right: string; wrong: string }[];

/** Every active question with its right option and one wrong option. */
export const readAnswerKey = async (testApp: TestApp): Promise<AnswerKey> => {
  const rows = await testApp.db
    .select()
    .from(placementTestQuestions)
    .where(eq(placementTestQuestions.active, true));
  return rows.map((row) => ({
    id: row.id,
    right: row.correctOptionId,
    wrong: row.options.find((option) => option.id !== row.correctOptionId)?.id ?? '',
  }));
};

/** Answers to every question of the key, the first `rightCount` of them right. */
export const answersWith = (key: AnswerKey, rightCount: number): Record<string, string> =>
  Object.fromEntries(
    key.map((question, index) => [
      question.id,
      index < rightCount ? question.right : question.wrong,
    ]),
  );

export const getQuestions = (testApp: TestApp, caller: Caller) =>
  requestAs({ app: testApp.app, caller, method: 'GET', url: PLACEMENT_TEST_QUESTIONS_PATH });

export const postCorrection = (testApp: TestApp, caller: Caller, payload: unknown) =>
  requestAs({
    app: testApp.app,
    caller,
    method: 'POST',
    url: PLACEMENT_TEST_CORRECTION_PATH,
    payload,
  });

/** What is stored of the learner's placement test. */
export const readPlacementRecord = async (testApp: TestApp, userId: string) => {
  const [user] = await testApp.db
    .select({
      counter: users.attemptedPlacementTestCounter,
      grade: users.studentGrade,
      needsPlacementTest: users.needsPlacementTest,
    })
    .from(users)
    .where(eq(users.id, userId));
  const attempts = await testApp.db
    .select({
      attemptNumber: placementTestAttempts.attemptNumber,
      grade: placementTestAttempts.grade,
      answers: placementTestAttempts.answers,
    })
    .from(placementTestAttempts)
    .where(eq(placementTestAttempts.userId, userId))
    .orderBy(placementTestAttempts.attemptNumber);
  return { ...user, attempts };
};
