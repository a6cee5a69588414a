// The learner's quiz record for /data-complement: found by the account, else the unlinked record of
// the account's e-mail and CPF (then linked), else a new one made from the account, numbered like
// the quiz's (the quiz module's `nextRa`).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { nextRa } from '../quiz-user/repository';

export type NationalData = { birthDate: string; state: string; city: string };

/**
 * Another person's quiz record holds this CPF: linked to another account, or unlinked under another
 * e-mail (the CPF is unique among quiz records, so it cannot be this learner's too).
 */
export const isQuizCpfTakenByAnother = async ({
  db,
  user,
  cpf,
}: {
  db: Database;
  user: { id: string; email: string };
  cpf: string;
}): Promise<boolean> => {
  const [record] = await db
    .select({ userId: quizUsers.userId, email: quizUsers.email })
    .from(quizUsers)
    .where(eq(quizUsers.cpf, cpf));
  if (!record) return false;
  if (record.userId !== null) return record.userId !== user.id;
  return record.email !== user.email.toLowerCase();
};

export const saveNationalData = async ({
  db,
  user,
  cpf,
  data,
  now,
}: {
  db: Database;
  user: { id: string; name: string; email: string };
  cpf: string;
  data: NationalData;
  now: Date;
}): Promise<void> => {
  const values = { ...data, registrationCompletedAt: now };
  const [own] = await db
    .update(quizUsers)
    .set(values)
    .where(eq(quizUsers.userId, user.id))
    .returning({ id: quizUsers.id });
  if (own) return;
  const [linked] = await db
    .update(quizUsers)
    .set({ ...values, userId: user.id })
    .where(
      and(
        eq(quizUsers.email, user.email.toLowerCase()),
        eq(quizUsers.cpf, cpf),
        isNull(quizUsers.userId),
      ),
    )
    .returning({ id: quizUsers.id });
  if (linked) return;
  await db.insert(quizUsers).values({
    ...values,
    ra: await nextRa({ db, year: now.getUTCFullYear() }),
    name: user.name,
    email: user.email.toLowerCase(),
    cpf,
    userId: user.id,
  });
};
