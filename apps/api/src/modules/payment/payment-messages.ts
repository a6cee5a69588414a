// Portuguese texts of PUT /register-payment-user (issue 17); payment-not-confirm comes from the
// domain's messages (the web shows the same words).
import { PAYMENT_NOT_CONFIRMED_MESSAGE } from '@escola/domain/messages';

export const PAYMENT_MESSAGES = {
  granted: 'Pagamento confirmado! Seu acesso completo está liberado.',
  alreadyComplete: 'Seu acesso completo já está liberado.',
  notConfirmed: PAYMENT_NOT_CONFIRMED_MESSAGE,
  providerUnavailable:
    'Não conseguimos falar com o serviço de pagamentos agora. Nada foi alterado na sua conta: tente de novo em alguns minutos.',
  notConfigured:
    'A verificação de pagamento não está disponível no momento. Fale com a equipe de suporte.',
  transactionAlreadyUsed:
    'Este pagamento já liberou o acesso de outra conta. Fale com a equipe de suporte.',
} as const;
