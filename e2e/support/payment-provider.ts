// The e2e run's payment provider: the API tests' fake provider (real HTTP on 127.0.0.1), started by
// each worker's setup; it confirms every payment (Success, COMPLETO), so "Já paguei" grants access.
import { startTestPaymentProvider } from '@escola/api/testing/start-test-payment-provider';

export async function startPaymentProvider() {
  const provider = await startTestPaymentProvider({ initial: { kind: 'success' } });
  return {
    serverEnvironment: { PAYMENT_PROVIDER_URL: provider.url },
    close: provider.close,
  };
}
