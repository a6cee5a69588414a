// SQL of the quiz user calls: the quiz_users record, its `ra`, and the account made from it.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { NewQuizUser, QuizUser } from '@escola/db/schema/quiz-users';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { users, type NewUser } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

const RA_SEQUENCE_DIGITS = 6;

/**
 * Year + zero-padded number from the database sequence `quiz_users_ra_seq` (2026000001, …): never
 * the same twice, without a lock or a scan (registrations run in parallel). The numbers run on
 * across years; the year says when the person registered.
 */
export const nextRa = async ({ db, year }: { db: DatabaseExecutor; year: number }) => {
  const { rows } = await db.execute<{ value: string }>(
    sql`select nextval('quiz_users_ra_seq')::text as value`,
  );
  const value = rows[0]?.value;
  if (!value) throw new Error('quiz_users_ra_seq não respondeu');
  return `${year}${value.padStart(RA_SEQUENCE_DIGITS, '0')}`;
};

export const insertQuizUser = async ({
  db,
  values,
}: {
  db: DatabaseExecutor;
  values: NewQuizUser;
}): Promise<QuizUser> => {
  const [row] = await db.insert(quizUsers).values(values).returning();
  if (!row) throw new Error('cadastro do quiz não inserido');
  return row;
};

export const findQuizUserByCpf = async ({ db, cpf }: { db: DatabaseExecutor; cpf: string }) => {
  const [row] = await db.select().from(quizUsers).where(eq(quizUsers.cpf, cpf)).limit(1);
  return row;
};

/** Locks the record for the rest of the transaction (two password creations at once). */
export const lockQuizUser = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const [row] = await db.select().from(quizUsers).where(eq(quizUsers.id, id)).for('update');
  return row;
};

export const updateQuizUser = async ({
  db,
  id,
  values,
}: {
  db: DatabaseExecutor;
  id: string;
  values: Partial<NewQuizUser>;
}): Promise<QuizUser> => {
  const [row] = await db.update(quizUsers).set(values).where(eq(quizUsers.id, id)).returning();
  if (!row) throw new Error('cadastro do quiz não atualizado');
  return row;
};

/** An account already holds this e-mail or this CPF. */
export const accountExistsFor = async ({
  db,
  email,
  cpf,
}: {
  db: DatabaseExecutor;
  email: string;
  cpf: string;
}): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, email), eq(users.cpf, cpf)))
    .limit(1);
  return row !== undefined;
};

export const insertNationalUser = async ({
  db,
  values,
}: {
  db: DatabaseExecutor;
  values: NewUser;
}): Promise<string> => {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('usuário não inserido');
  return row.id;
};

/** The linked account's e-mail consent follows the quiz record's (LGPD: one consent). */
export const updateLinkedUserEmailConsent = async ({
  db,
  userId,
  sendQuincyEmail,
  now,
}: {
  db: DatabaseExecutor;
  userId: string;
  sendQuincyEmail: boolean;
  now: Date;
}): Promise<void> => {
  await db
    .update(users)
    .set({ sendQuincyEmail, sendQuincyEmailConsentAt: now })
    .where(eq(users.id, userId));
};

/**
 * Sign-up's link (docs/product/national-programme.md): the unlinked quiz records with this e-mail
 * (and this CPF when the flow has one). The caller links only when exactly one matches.
 */
export const findUnlinkedQuizUsers = async ({
  db,
  email,
  cpf,
}: {
  db: DatabaseExecutor;
  email: string;
  cpf?: string;
}) =>
  db
    .select({ id: quizUsers.id, cpf: quizUsers.cpf })
    .from(quizUsers)
    .where(
      and(
        eq(quizUsers.email, email),
        isNull(quizUsers.userId),
        cpf === undefined ? undefined : eq(quizUsers.cpf, cpf),
      ),
    )
    .limit(2);

/** The learner's quiz record, for the data export. */
export const findQuizUserOfAccount = async ({
  db,
  userId,
}: {
  db: DatabaseExecutor;
  userId: string;
}) => {
  const [row] = await db.select().from(quizUsers).where(eq(quizUsers.userId, userId)).limit(1);
  return row;
};
