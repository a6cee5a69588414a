// Sign-up's look-up of an existing quiz user (docs/product/national-programme.md, issue 17).
// Sign-up asks no CPF, so the link is by e-mail, and only when exactly one unlinked quiz record has
// it; it is made when the address is confirmed (the verification link), so that nobody gets a
// stranger's record by typing their e-mail at sign-up. The account takes the record's CPF when no
// other account holds it.
import { and, eq, isNull } from 'drizzle-orm';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';
import { findUnlinkedQuizUsers } from './repository';

/** Links the account to its quiz record; true when one was linked. Call in a transaction. */
export const linkQuizUserOfAccount = async ({
  db,
  userId,
}: {
  db: DatabaseExecutor;
  userId: string;
}): Promise<boolean> => {
  const [user] = await db
    .select({ email: users.email, cpf: users.cpf })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return false;
  const [alreadyLinked] = await db
    .select({ id: quizUsers.id })
    .from(quizUsers)
    .where(eq(quizUsers.userId, userId));
  if (alreadyLinked) return false;
  const matches = await findUnlinkedQuizUsers({
    db,
    email: user.email,
    ...(user.cpf === null ? {} : { cpf: user.cpf }),
  });
  const [match] = matches;
  if (!match || matches.length > 1) return false;
  await db
    .update(quizUsers)
    .set({ userId })
    .where(and(eq(quizUsers.id, match.id), isNull(quizUsers.userId)));
  if (user.cpf === null) {
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.cpf, match.cpf))
      .limit(1);
    if (!holder) await db.update(users).set({ cpf: match.cpf }).where(eq(users.id, userId));
  }
  return true;
};
