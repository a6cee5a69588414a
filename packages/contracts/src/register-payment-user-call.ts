// PUT /register-payment-user's path and answer guard, apart from its zod schemas: the button that
// calls it sits on the challenge page, which must not bring zod into its first load.
import type {
  PaymentNotConfirmed,
  PutRegisterPaymentUserResponse,
} from './put-register-payment-user';

export const REGISTER_PAYMENT_USER_PATH = '/register-payment-user';

export const isPaymentNotConfirmed = (
  answer: PutRegisterPaymentUserResponse,
): answer is PaymentNotConfirmed => 'key' in answer && answer.key === 'payment-not-confirm';
