// PUT /register-payment-user — "Já paguei: verificar pagamento"
// (docs/product/curriculum-and-access.md, issue 17). The API asks the payment provider; `Success`
// with access `COMPLETO` grants complete access (source `pagantes`) once: 200, and the web opens
// verifyPaidCourse then congratsCompleteAccess. A learner already complete answers 200 with
// `alreadyComplete` and nothing is granted again. Any other answer of the provider: 402 with the
// `payment-not-confirm` message and the provider's checkout page, which the web opens in a new tab.
// Provider down, slow or answering nonsense: 503, nothing written.
import { z } from 'zod';
import { flashSchema } from './flash';
import { productSlugSchema } from './put-register-subscription';

export const putRegisterPaymentUserBodySchema = z
  .strictObject({ product: productSlugSchema })
  .meta({ id: 'RegisterPaymentUserBody' });
export type PutRegisterPaymentUserBody = z.infer<typeof putRegisterPaymentUserBodySchema>;

export const paymentGrantedSchema = flashSchema
  .extend({
    type: z.literal('success'),
    access: z.literal('complete'),
    /** True when the account already had complete access: nothing was granted now. */
    alreadyComplete: z.boolean(),
  })
  .meta({ id: 'PaymentGranted' });
export type PaymentGranted = z.infer<typeof paymentGrantedSchema>;

/** 402: the provider did not confirm the payment (spec flash key `payment-not-confirm`). */
export const paymentNotConfirmedSchema = flashSchema
  .extend({
    key: z.literal('payment-not-confirm'),
    /** The provider's page where the learner can pay; opened in a new tab. */
    checkoutUrl: z.url({ protocol: /^https?$/ }).nullable(),
  })
  .meta({ id: 'PaymentNotConfirmed' });
export type PaymentNotConfirmed = z.infer<typeof paymentNotConfirmedSchema>;

export type PutRegisterPaymentUserResponse = PaymentGranted | PaymentNotConfirmed;
