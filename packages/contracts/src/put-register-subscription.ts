// PUT /register-subscription — the signed-in learner subscribes to a product (programme) of the
// school: `users.subscription` (issue 17). Like sign-up, it first looks up a quiz user with the
// learner's e-mail and CPF and links it to the account (docs/product/national-programme.md).
import { z } from 'zod';
import { flashSchema } from './flash';

export const REGISTER_SUBSCRIPTION_PATH = '/register-subscription';

/** A product slug: letters, digits, underscore and dash (also the `{product}:utm` namespace). */
export const productSlugSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'Use apenas letras, números, _ e -.' });

export const putRegisterSubscriptionBodySchema = z
  .strictObject({
    product: productSlugSchema,
    /** The learner's CPF (masked or not) when the account has none yet: used for the look-up. */
    cpf: z.string().max(20).optional(),
  })
  .meta({ id: 'RegisterSubscriptionBody' });
export type PutRegisterSubscriptionBody = z.infer<typeof putRegisterSubscriptionBodySchema>;

export const putRegisterSubscriptionResponseSchema = flashSchema
  .extend({
    subscription: z.string(),
    /** A quiz user with the same e-mail and CPF was found and linked to the account. */
    linkedQuizUser: z.boolean(),
  })
  .meta({ id: 'RegisterSubscription' });
export type PutRegisterSubscriptionResponse = z.infer<typeof putRegisterSubscriptionResponseSchema>;
