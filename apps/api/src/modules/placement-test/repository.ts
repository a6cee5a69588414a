// The placement test's queries: the active bank, the facts the domain's placement rules read beside
// the user row, and the graded attempt (the user row locked while it is checked and written).
import { and, eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { certificates } from '@escola/db/schema/certificates';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import {
  placementTestAttempts,
  placementTestQuestions,
  type PlacementTestQuestion,
} from '@escola/db/schema/placement-test';
import { users, type User } from '@escola/db/schema/users';
import type { CertSlug } from '@escola/domain/certifications';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import type { PlacementFacts } from '@escola/domain/national-programme';
import { presentRegistrationQuiz } from '../session-user/present-session-user';

/** The front-end fundamentals certificate (isFundamentosDaProgramacaoFrontEndCert). */
const FUNDAMENTOS_CERT_SLUG: CertSlug = 'fundamentos-da-programacao-front-end';

export type ActiveQuestion = Pick<
  PlacementTestQuestion,
  'id' | 'prompt' | 'code' | 'options' | 'correctOptionId'
>;

export const selectActiveQuestions = (db: Database): Promise<ActiveQuestion[]> =>
  db
    .select({
      id: placementTestQuestions.id,
      prompt: placementTestQuestions.prompt,
      code: placementTestQuestions.code,
      options: placementTestQuestions.options,
      correctOptionId: placementTestQuestions.correctOptionId,
    })
    .from(placementTestQuestions)
    .where(eq(placementTestQuestions.active, true));

type UserPlacementColumns = Pick<
  User,
  | 'id'
  | 'needsPlacementTest'
  | 'registrationQuiz'
  | 'attemptedPlacementTestCounter'
  | 'studentGrade'
>;

/**
 * The user's placement facts. Of the completed challenges only Mundo Tech matters to the rules, so
 * only it is looked up (the list holds it or is empty).
 */
export const readPlacementFacts = async ({
  db,
  user,
}: {
  db: Database;
  user: UserPlacementColumns;
}): Promise<PlacementFacts> => {
  const [fundamentosCert, mundoTech] = await Promise.all([
    db
      .select({ certSlug: certificates.certSlug })
      .from(certificates)
      .where(
        and(eq(certificates.userId, user.id), eq(certificates.certSlug, FUNDAMENTOS_CERT_SLUG)),
      )
      .limit(1),
    db
      .select({ challengeId: completedChallenges.challengeId })
      .from(completedChallenges)
      .where(
        and(
          eq(completedChallenges.userId, user.id),
          eq(completedChallenges.challengeId, MUNDO_TECH_CHALLENGE_ID),
        ),
      )
      .limit(1),
  ]);
  return {
    needsPlacementTest: user.needsPlacementTest,
    registrationQuiz: presentRegistrationQuiz(user.registrationQuiz),
    isFundamentosDaProgramacaoFrontEndCert: fundamentosCert.length > 0,
    completedChallengeIds: mundoTech.length > 0 ? [MUNDO_TECH_CHALLENGE_ID] : [],
    attemptedPlacementTestCounter: user.attemptedPlacementTestCounter,
    studentGrade: user.studentGrade,
  };
};

/** The user row, locked until the transaction ends (a concurrent correction waits for it). */
export const lockUserForPlacement = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<UserPlacementColumns | undefined> => {
  const [user] = await db
    .select({
      id: users.id,
      needsPlacementTest: users.needsPlacementTest,
      registrationQuiz: users.registrationQuiz,
      attemptedPlacementTestCounter: users.attemptedPlacementTestCounter,
      studentGrade: users.studentGrade,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
};

/** Writes the graded attempt: the attempt row, the grade and the raised counter, together. */
export const recordPlacementAttempt = async ({
  db,
  userId,
  attemptNumber,
  grade,
  answers,
  passed,
  now,
}: {
  db: Database;
  userId: string;
  attemptNumber: number;
  grade: number;
  answers: Record<string, string>;
  passed: boolean;
  now: Date;
}): Promise<void> => {
  await db.insert(placementTestAttempts).values({
    userId,
    attemptNumber,
    grade,
    answers,
    submittedAt: now,
  });
  await db
    .update(users)
    .set({
      attemptedPlacementTestCounter: attemptNumber,
      studentGrade: grade,
      // Passing ends the request for the test; a failed attempt leaves the flag as it was.
      ...(passed ? { needsPlacementTest: false } : {}),
    })
    .where(eq(users.id, userId));
};
