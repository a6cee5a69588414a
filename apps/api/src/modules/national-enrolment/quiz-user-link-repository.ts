// The quiz user with the learner's e-mail and CPF, linked to the account
// (docs/product/national-programme.md: sign-up and subscription first look one up), with the quiz
// module's look-up (`findUnlinkedQuizUsers`).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { findUnlinkedQuizUsers } from '../quiz-user/repository';

/** Links the unlinked quiz user of this e-mail and CPF to the account; true when one was linked. */
export const linkQuizUserByEmailAndCpf = async ({
  db,
  userId,
  email,
  cpf,
}: {
  db: Database;
  userId: string;
  email: string;
  cpf: string;
}): Promise<boolean> => {
  const [match, other] = await findUnlinkedQuizUsers({ db, email: email.toLowerCase(), cpf });
  if (!match || other) return false;
  const linked = await db
    .update(quizUsers)
    .set({ userId })
    .where(and(eq(quizUsers.id, match.id), isNull(quizUsers.userId)))
    .returning({ id: quizUsers.id });
  return linked.length === 1;
};
