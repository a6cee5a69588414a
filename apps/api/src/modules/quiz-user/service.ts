// The flows of the quiz user calls (issue 17): register the record, open it again by e-mail + CPF,
// keep the quiz result, withdraw e-mail consent, and make the national account from it.
import type {
  QuizUserAccess,
  QuizUserRecordBody,
  QuizUserRecordProblem,
} from '@escola/contracts/quiz-user-record';
import { parseQuizUserRecord } from '@escola/contracts/quiz-user-record';
import type { Database } from '@escola/db/client';
import type { QuizUser } from '@escola/db/schema/quiz-users';
import { hashPassword } from '@escola/db/password';
import { normalizeCpf } from '@escola/domain/validation';
import type { StateCode } from '@escola/domain/brazilian-states';
import { getCitiesOfState } from '@escola/domain/brazilian-cities';
import { INVALID_FORM_FIELD_MESSAGE } from '@escola/domain/messages';
import { scoreNationalQuiz, type NationalQuizResult } from '@escola/domain/national-quiz';
import { isUniqueViolation } from '../sign-up/service';
import { createNationalAccount, type NationalAccountOutcome } from './create-national-account';
import {
  findQuizUserByCpf,
  insertQuizUser,
  lockQuizUser,
  nextRa,
  updateLinkedUserEmailConsent,
  updateQuizUser,
} from './repository';
import { createQuizUserToken } from './quiz-user-token';

export const presentQuizUserAccess = ({
  quizUser,
  secret,
}: {
  quizUser: QuizUser;
  secret: string;
}): QuizUserAccess => ({
  id: quizUser.id,
  token: createQuizUserToken({ secret, quizUserId: quizUser.id }),
  name: quizUser.name,
  registrationQuiz:
    quizUser.registrationQuiz === 2 ? 2 : quizUser.registrationQuiz === 1 ? 1 : null,
  receiveEmails: quizUser.receiveEmails,
  hasAccount: quizUser.userId !== null,
});

/** What `userResult` keeps: the answers, and the result the domain gave them. */
const userResultOf = ({
  answers,
  result,
  now,
}: {
  answers: Record<string, string>;
  result: NationalQuizResult;
  now: Date;
}) => ({ answers, ...result, answeredAt: now.toISOString() });

/** The record's rules, and its city must be one of its state's (the offline IBGE list). */
const parseRecord = ({ record, now }: { record: QuizUserRecordBody; now: Date }) => {
  const parsed = parseQuizUserRecord({ record, now });
  if ('problem' in parsed) return parsed;
  const { state, city } = parsed.record;
  if (!getCitiesOfState(state as StateCode).includes(city)) {
    return { problem: { field: 'city' as const, message: INVALID_FORM_FIELD_MESSAGE } };
  }
  return parsed;
};

export type RegisterOutcome =
  | { outcome: 'created'; quizUser: QuizUser }
  | { outcome: 'invalid'; problem: QuizUserRecordProblem }
  | { outcome: 'cpf-taken' };

export const registerQuizUser = async ({
  db,
  record,
  now,
}: {
  db: Database;
  record: QuizUserRecordBody;
  now: Date;
}): Promise<RegisterOutcome> => {
  const parsed = parseRecord({ record, now });
  if ('problem' in parsed) return { outcome: 'invalid', problem: parsed.problem };
  const { receiveEmails, ...values } = parsed.record;
  if (await findQuizUserByCpf({ db, cpf: values.cpf })) return { outcome: 'cpf-taken' };
  try {
    const quizUser = await db.transaction(async (transaction) =>
      insertQuizUser({
        db: transaction,
        values: {
          ...values,
          ra: await nextRa({ db: transaction, year: now.getUTCFullYear() }),
          receiveEmails,
          receiveEmailsChangedAt: now,
        },
      }),
    );
    return { outcome: 'created', quizUser };
  } catch (error) {
    // The same CPF twice at once: the unique index decides.
    if (isUniqueViolation(error)) return { outcome: 'cpf-taken' };
    throw error;
  }
};

/** The record of this e-mail and CPF; undefined for a wrong pair or a CPF that is not one. */
export const findQuizUser = async ({
  db,
  email,
  cpf,
}: {
  db: Database;
  email: string;
  cpf: string;
}): Promise<QuizUser | undefined> => {
  const digits = normalizeCpf(cpf);
  if (!digits) return undefined;
  const quizUser = await findQuizUserByCpf({ db, cpf: digits });
  return quizUser?.email === email.toLowerCase() ? quizUser : undefined;
};

export type UpdateResultOutcome =
  | { outcome: 'updated'; quizUser: QuizUser }
  | { outcome: 'gone' }
  | { outcome: 'linked' }
  | { outcome: 'incomplete' };

export const updateQuizResult = async ({
  db,
  id,
  answers,
  now,
}: {
  db: Database;
  id: string;
  answers: Record<string, string>;
  now: Date;
}): Promise<UpdateResultOutcome> => {
  const result = scoreNationalQuiz(answers);
  if (!result) return { outcome: 'incomplete' };
  return db.transaction(async (transaction) => {
    const quizUser = await lockQuizUser({ db: transaction, id });
    if (!quizUser) return { outcome: 'gone' as const };
    if (quizUser.userId !== null) return { outcome: 'linked' as const };
    const updated = await updateQuizUser({
      db: transaction,
      id,
      values: {
        userResult: userResultOf({ answers, result, now }),
        registrationQuiz: result.registrationQuiz,
      },
    });
    return { outcome: 'updated' as const, quizUser: updated };
  });
};

export const toggleReceiveEmails = async ({
  db,
  id,
  receiveEmails,
  now,
}: {
  db: Database;
  id: string;
  receiveEmails: boolean;
  now: Date;
}): Promise<'updated' | 'gone'> =>
  db.transaction(async (transaction) => {
    const quizUser = await lockQuizUser({ db: transaction, id });
    if (!quizUser) return 'gone';
    await updateQuizUser({
      db: transaction,
      id,
      values: { receiveEmails, receiveEmailsChangedAt: now },
    });
    if (quizUser.userId !== null) {
      await updateLinkedUserEmailConsent({
        db: transaction,
        userId: quizUser.userId,
        sendQuincyEmail: receiveEmails,
        now,
      });
    }
    return 'updated';
  });

/** Rolls back the one-step transaction, carrying why no account was made. */
class NoAccount extends Error {
  constructor(readonly outcome: NationalAccountOutcome) {
    super('conta não criada');
  }
}

/** Two accounts for one record or one e-mail at once: the unique indexes decide. */
const accountRace = (error: unknown): NationalAccountOutcome => {
  if (isUniqueViolation(error)) return { outcome: 'account-exists' };
  throw error;
};

/** POST /api/quiz-user/new-user/{userId}: the account from a record that has its quiz result. */
export const createAccountFromQuizUser = async ({
  db,
  id,
  password,
  now,
}: {
  db: Database;
  id: string;
  password: string;
  now: Date;
}): Promise<NationalAccountOutcome | { outcome: 'gone' }> => {
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (transaction) => {
      const quizUser = await lockQuizUser({ db: transaction, id });
      if (!quizUser) return { outcome: 'gone' as const };
      return createNationalAccount({ db: transaction, quizUser, passwordHash, now });
    });
  } catch (error) {
    return accountRace(error);
  }
};

export type OneStepOutcome =
  | NationalAccountOutcome
  | { outcome: 'invalid'; problem: QuizUserRecordProblem }
  | { outcome: 'incomplete' }
  | { outcome: 'cpf-taken' };

/**
 * POST /api/quiz-user/new-national-user: the record (new, or the unlinked one of this CPF and
 * e-mail, brought up to date), the quiz result and the account, all in one transaction.
 */
export const createAccountInOneStep = async ({
  db,
  record,
  answers,
  password,
  now,
}: {
  db: Database;
  record: QuizUserRecordBody;
  answers: Record<string, string>;
  password: string;
  now: Date;
}): Promise<OneStepOutcome> => {
  const parsed = parseRecord({ record, now });
  if ('problem' in parsed) return { outcome: 'invalid', problem: parsed.problem };
  const result = scoreNationalQuiz(answers);
  if (!result) return { outcome: 'incomplete' };
  const { receiveEmails, ...values } = parsed.record;
  const passwordHash = await hashPassword(password);
  const quizValues = {
    ...values,
    receiveEmails,
    receiveEmailsChangedAt: now,
    userResult: userResultOf({ answers, result, now }),
    registrationQuiz: result.registrationQuiz,
  };
  try {
    return await db.transaction(async (transaction) => {
      const existing = await findQuizUserByCpf({ db: transaction, cpf: values.cpf });
      const locked = existing && (await lockQuizUser({ db: transaction, id: existing.id }));
      if (locked && locked.email !== values.email) return { outcome: 'cpf-taken' as const };
      if (locked?.userId) return { outcome: 'linked' as const };
      const quizUser = locked
        ? await updateQuizUser({ db: transaction, id: locked.id, values: quizValues })
        : await insertQuizUser({
            db: transaction,
            values: {
              ...quizValues,
              ra: await nextRa({ db: transaction, year: now.getUTCFullYear() }),
            },
          });
      const outcome = await createNationalAccount({
        db: transaction,
        quizUser,
        passwordHash,
        now,
      });
      // The record was written above: it goes back with the transaction when no account is made.
      if (outcome.outcome !== 'created') throw new NoAccount(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof NoAccount) return error.outcome;
    return accountRace(error);
  }
};
