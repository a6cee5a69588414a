// PUT /register-subscription, /register-utm-data and /change-tour-status (issue 17): the learner's
// product, the UTM data of the first visit (first touch wins) and the guided tour.
import type { PutChangeTourStatusResponse } from '@escola/contracts/put-change-tour-status';
import type {
  PutRegisterSubscriptionBody,
  PutRegisterSubscriptionResponse,
} from '@escola/contracts/put-register-subscription';
import type { UtmData, PutRegisterUtmDataResponse } from '@escola/contracts/put-register-utm-data';
import type { Database } from '@escola/db/client';
import { normalizeCpf } from '@escola/domain/validation';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { isCpfTakenByAnother, lockUser, storeFirstUtmData, updateUser } from './account-repository';
import { ENROLMENT_MESSAGES } from './enrolment-messages';
import { linkQuizUserByEmailAndCpf } from './quiz-user-link-repository';

const invalidCpf = () => new HttpError({ statusCode: 400, message: MESSAGES.invalidCpf });

/**
 * Stores the subscription and, like sign-up, first links the quiz user with the account's e-mail
 * and CPF (the account's, or the one sent when the account has none). A CPF of another account is
 * never linked nor stored; the subscription is kept all the same.
 */
export const registerSubscription = async ({
  db,
  userId,
  body,
}: {
  db: Database;
  userId: string;
  body: PutRegisterSubscriptionBody;
}): Promise<PutRegisterSubscriptionResponse> => {
  const sentCpf = body.cpf === undefined ? undefined : normalizeCpf(body.cpf);
  if (sentCpf === null) throw invalidCpf();
  return db.transaction(async (transaction) => {
    const user = await lockUser({ db: transaction, userId });
    if (!user) throw new HttpError({ statusCode: 401, message: MESSAGES.signInRequired });
    const cpf = user.cpf ?? sentCpf;
    const usable =
      cpf !== undefined && !(await isCpfTakenByAnother({ db: transaction, userId, cpf }));
    const linkedQuizUser =
      usable &&
      (await linkQuizUserByEmailAndCpf({ db: transaction, userId, email: user.email, cpf }));
    await updateUser({
      db: transaction,
      userId,
      values: {
        subscription: body.product,
        ...(linkedQuizUser && user.cpf === null ? { cpf } : {}),
      },
    });
    return {
      type: 'success',
      message: ENROLMENT_MESSAGES.subscribed,
      subscription: body.product,
      linkedQuizUser,
    };
  });
};

export const registerUtmData = async ({
  db,
  userId,
  utmData,
}: {
  db: Database;
  userId: string;
  utmData: UtmData;
}): Promise<PutRegisterUtmDataResponse> => {
  const values = Object.fromEntries(
    Object.entries(utmData).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const stored = await storeFirstUtmData({ db, userId, utmData: values });
  return stored
    ? { type: 'success', message: ENROLMENT_MESSAGES.utmStored, stored }
    : { type: 'info', message: ENROLMENT_MESSAGES.utmAlreadyStored, stored };
};

export const changeTourStatus = async ({
  db,
  userId,
  completed,
  now,
}: {
  db: Database;
  userId: string;
  completed: boolean;
  now: Date;
}): Promise<PutChangeTourStatusResponse> => {
  const tourCompletedAt = completed ? now : null;
  await updateUser({ db, userId, values: { tourCompletedAt } });
  return {
    type: 'success',
    message: completed ? ENROLMENT_MESSAGES.tourCompleted : ENROLMENT_MESSAGES.tourReset,
    tourCompletedAt: tourCompletedAt?.toISOString() ?? null,
  };
};
