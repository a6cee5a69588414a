// PUT /register-payment-user (issue 17): the learner says they paid; the API asks the payment
// provider (payment-provider.ts documents its JSON) and grants complete access once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  paymentGrantedSchema,
  paymentNotConfirmedSchema,
  putRegisterPaymentUserBodySchema,
} from '@escola/contracts/put-register-payment-user';
import { REGISTER_PAYMENT_USER_PATH } from '@escola/contracts/register-payment-user-call';
import { requireUser } from '../../plugins/require-user';
import { verifyPayment } from './payment-service';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    REGISTER_PAYMENT_USER_PATH,
    {
      schema: {
        tags: ['pagamento'],
        summary: 'Verifica o pagamento da pessoa no provedor e libera o acesso completo',
        description:
          'Provedor responde type Success com access COMPLETO: acesso complete com source pagantes, uma só vez (200; alreadyComplete quando já estava liberado). Outra resposta: 402 payment-not-confirm com a página de pagamento do provedor (checkoutUrl). Provedor fora do ar, lento (mais que o tempo configurado, no máximo 5 s) ou com resposta malformada: 503 e nada é gravado. Pagamento que já liberou outra conta: 409.',
        body: putRegisterPaymentUserBodySchema,
        response: {
          200: paymentGrantedSchema,
          401: flashSchema,
          402: paymentNotConfirmedSchema,
          409: flashSchema,
          503: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const verification = await verifyPayment({
        db: app.db,
        config: app.config.paymentProvider,
        user: requireUser(request),
        product: request.body.product,
        now: new Date(),
      });
      return reply.code(verification.statusCode).send(verification.body);
    },
  );
};
