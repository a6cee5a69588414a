// PUT /nacional/complete-register (/data-complement, issue 17): the national data the learner's
// record lacks — CPF when the account has none, birth date, state and city — checked, then written
// with `nationalDataComplement` in one transaction (a refusal writes nothing).
import type {
  PutNacionalCompleteRegisterBody,
  PutNacionalCompleteRegisterResponse,
} from '@escola/contracts/put-nacional-complete-register';
import type { Database } from '@escola/db/client';
import { NATIONAL_STATES } from '@escola/domain/constants';
import { isNationalUser } from '@escola/domain/national';
import { normalizeCpf } from '@escola/domain/validation';
import { formatIsoCalendarDate } from '@escola/domain/zoned-date';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { isCpfTakenByAnother, lockUser, updateUser } from './account-repository';
import { ENROLMENT_MESSAGES } from './enrolment-messages';
import { isQuizCpfTakenByAnother, saveNationalData } from './data-complement-repository';
import { SCHOOL_TIME_ZONE } from '@escola/domain/constants';

const badRequest = (message: string) => new HttpError({ statusCode: 400, message });
const EARLIEST_BIRTH_DATE = '1900-01-01';

const checkBirthDate = (birthDate: string, now: Date) => {
  if (birthDate < EARLIEST_BIRTH_DATE) throw badRequest(ENROLMENT_MESSAGES.invalidBirthDate);
  if (birthDate > formatIsoCalendarDate({ date: now, timeZone: SCHOOL_TIME_ZONE })) {
    throw badRequest(ENROLMENT_MESSAGES.futureBirthDate);
  }
};

/** The CPF to keep: the account's (a sent one must match it), else the sent one. */
const chooseCpf = (accountCpf: string | null, sent: string | undefined): string => {
  const sentCpf = sent === undefined ? undefined : normalizeCpf(sent);
  if (sentCpf === null) throw badRequest(MESSAGES.invalidCpf);
  if (accountCpf !== null) {
    if (sentCpf !== undefined && sentCpf !== accountCpf) {
      throw badRequest(ENROLMENT_MESSAGES.cpfMismatch);
    }
    return accountCpf;
  }
  if (sentCpf === undefined) throw badRequest(ENROLMENT_MESSAGES.cpfRequired);
  return sentCpf;
};

const cpfTaken = () => new HttpError({ statusCode: 409, message: ENROLMENT_MESSAGES.cpfTaken });

export const completeNationalRegister = async ({
  db,
  userId,
  body,
  now,
}: {
  db: Database;
  userId: string;
  body: PutNacionalCompleteRegisterBody;
  now: Date;
}): Promise<PutNacionalCompleteRegisterResponse> => {
  checkBirthDate(body.birthDate, now);
  const state = body.state.toUpperCase();
  if (!(NATIONAL_STATES as readonly string[]).includes(state)) {
    throw badRequest(ENROLMENT_MESSAGES.invalidState);
  }
  return db.transaction(async (transaction) => {
    const user = await lockUser({ db: transaction, userId });
    if (!user) throw new HttpError({ statusCode: 401, message: MESSAGES.signInRequired });
    if (!isNationalUser(user)) {
      throw new HttpError({ statusCode: 403, message: ENROLMENT_MESSAGES.notNational });
    }
    const cpf = chooseCpf(user.cpf, body.cpf);
    if (user.cpf === null && (await isCpfTakenByAnother({ db: transaction, userId, cpf }))) {
      throw cpfTaken();
    }
    if (await isQuizCpfTakenByAnother({ db: transaction, user, cpf })) throw cpfTaken();
    await saveNationalData({
      db: transaction,
      user,
      cpf,
      data: { birthDate: body.birthDate, state, city: body.city },
      now,
    });
    await updateUser({
      db: transaction,
      userId,
      values: { cpf, nationalDataComplement: true },
    });
    return {
      type: 'success',
      message: ENROLMENT_MESSAGES.registerCompleted,
      nationalDataComplement: true,
    };
  });
};
