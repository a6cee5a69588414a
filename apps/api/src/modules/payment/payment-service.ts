// "Já paguei: verificar pagamento" (docs/product/curriculum-and-access.md, issue 17). The provider
// is asked outside any transaction (no lock held while waiting on the network); a confirmed payment
// is then granted under the user row's lock: a second verification (a double click, two tabs)
// waits, sees complete access and grants nothing. The unique index on the granted transaction id
// keeps one payment from granting two accounts. Provider down, slow or answering nonsense: 503 and
// nothing written.
import type {
  PaymentGranted,
  PaymentNotConfirmed,
} from '@escola/contracts/put-register-payment-user';
import type { Database } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import type { PaymentProviderConfig } from '../../config-payment';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { isUniqueViolation } from '../sign-up/service';
import { PAYMENT_MESSAGES } from './payment-messages';
import {
  PaymentProviderUnavailable,
  askPaymentProvider,
  isPaymentConfirmed,
  type ProviderAnswer,
} from './payment-provider';
import { grantCompleteAccess, lockUserAccess, recordVerification } from './payment-repository';

export type PaymentVerification =
  { statusCode: 200; body: PaymentGranted } | { statusCode: 402; body: PaymentNotConfirmed };

const alreadyComplete = (): PaymentVerification => ({
  statusCode: 200,
  body: {
    type: 'success',
    message: PAYMENT_MESSAGES.alreadyComplete,
    access: 'complete',
    alreadyComplete: true,
  },
});

const unavailable = (message: string) => new HttpError({ statusCode: 503, message });

const ask = async (options: Parameters<typeof askPaymentProvider>[0]): Promise<ProviderAnswer> => {
  try {
    return await askPaymentProvider(options);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) {
      throw unavailable(PAYMENT_MESSAGES.providerUnavailable);
    }
    throw error;
  }
};

const grant = async ({
  db,
  userId,
  product,
  answer,
  now,
}: {
  db: Database;
  userId: string;
  product: string;
  answer: ProviderAnswer;
  now: Date;
}): Promise<PaymentVerification> =>
  db.transaction(async (transaction) => {
    const user = await lockUserAccess({ db: transaction, userId });
    if (!user) throw new HttpError({ statusCode: 401, message: MESSAGES.signInRequired });
    if (user.access === 'complete') {
      await recordVerification({ db: transaction, userId, product, answer, grantedAt: null });
      return alreadyComplete();
    }
    try {
      await recordVerification({ db: transaction, userId, product, answer, grantedAt: now });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new HttpError({ statusCode: 409, message: PAYMENT_MESSAGES.transactionAlreadyUsed });
    }
    await grantCompleteAccess({ db: transaction, userId });
    return {
      statusCode: 200,
      body: {
        type: 'success',
        message: PAYMENT_MESSAGES.granted,
        access: 'complete',
        alreadyComplete: false,
      },
    };
  });

export const verifyPayment = async ({
  db,
  config,
  user,
  product,
  now,
}: {
  db: Database;
  config: PaymentProviderConfig | undefined;
  user: User;
  product: string;
  now: Date;
}): Promise<PaymentVerification> => {
  if (user.access === 'complete') return alreadyComplete();
  if (!config) throw unavailable(PAYMENT_MESSAGES.notConfigured);
  const answer = await ask({ config, email: user.email, cpf: user.cpf, product });
  if (isPaymentConfirmed(answer)) {
    return grant({ db, userId: user.id, product, answer, now });
  }
  await recordVerification({ db, userId: user.id, product, answer, grantedAt: null });
  return {
    statusCode: 402,
    body: {
      type: 'warning',
      message: PAYMENT_MESSAGES.notConfirmed,
      key: 'payment-not-confirm',
      checkoutUrl: answer.checkoutUrl,
    },
  };
};
