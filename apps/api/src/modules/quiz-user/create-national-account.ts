// The account of the national programme made from a quiz record (issue 17), shared by new-user and
// new-national-user. Runs inside the caller's transaction, after the record was locked: nothing is
// left half-written when a check fails or the insert loses a race.
import type { QuizUser } from '@escola/db/schema/quiz-users';
import { nationalGroupOfState, needsPlacementTestAfterQuiz } from '@escola/domain/national-quiz';
import type { DatabaseExecutor } from '@escola/db/client';
import { pickAvailableUsername } from '../sign-up/pick-available-username';
import { accountExistsFor, insertNationalUser, updateQuizUser } from './repository';

/**
 * The access of a new national learner (docs/product/national-programme.md: limited until the
 * registration is confirmed).
 */
export const NEW_NATIONAL_ACCESS = 'limited_nacional';

export type NationalAccountOutcome =
  | { outcome: 'created'; userId: string }
  | { outcome: 'linked' }
  | { outcome: 'result-missing' }
  | { outcome: 'account-exists' };

export const createNationalAccount = async ({
  db,
  quizUser,
  passwordHash,
  now,
}: {
  db: DatabaseExecutor;
  quizUser: QuizUser;
  passwordHash: string;
  now: Date;
}): Promise<NationalAccountOutcome> => {
  if (quizUser.userId !== null) return { outcome: 'linked' };
  const registrationQuiz = quizUser.registrationQuiz;
  if (registrationQuiz !== 1 && registrationQuiz !== 2) return { outcome: 'result-missing' };
  if (await accountExistsFor({ db, email: quizUser.email, cpf: quizUser.cpf })) {
    return { outcome: 'account-exists' };
  }
  const userId = await insertNationalUser({
    db,
    values: {
      name: quizUser.name,
      email: quizUser.email,
      cpf: quizUser.cpf,
      username: await pickAvailableUsername({ db, name: quizUser.name }),
      passwordHash,
      registrationQuiz,
      group: nationalGroupOfState(quizUser.state ?? ''),
      access: NEW_NATIONAL_ACCESS,
      source: '',
      needsPlacementTest: needsPlacementTestAfterQuiz(registrationQuiz),
      // Consented in the national form (LGPD: the record keeps when).
      acceptedPrivacyTerms: true,
      sendQuincyEmail: quizUser.receiveEmails,
      sendQuincyEmailConsentAt: quizUser.receiveEmailsChangedAt ?? now,
      joinDate: now,
      lastActiveAt: now,
    },
  });
  await updateQuizUser({ db, id: quizUser.id, values: { userId } });
  return { outcome: 'created', userId };
};
