import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { stubFetch, type StubReply } from '../../test/fetch-stub';
import { PAGE_LOAD } from '../../test/page-load';
import { createSessionUser } from '../../test/session-user-fixture';
import { VerifyPaymentButton } from './verify-payment-button';

const PATH = '/register-payment-user';
const CHECKOUT = 'https://pagamentos.example.com/checkout/curso-completo';

const renderButton = (reply: StubReply) => {
  const fetchMock = stubFetch({
    user: createSessionUser({ access: 'limited', source: '' }),
    routes: { [`PUT ${PATH}`]: reply },
  });
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <Providers queryClient={queryClient}>
        <VerifyPaymentButton />
      </Providers>
    </MemoryRouter>,
  );
  return { fetchMock, open };
};

const verify = () =>
  userEvent.click(screen.getByRole('button', { name: 'Já paguei: verificar pagamento' }));

afterEach(() => vi.restoreAllMocks());

describe('"Já paguei: verificar pagamento"', () => {
  it('opens verifyPaidCourse, then congratsCompleteAccess, when the payment is confirmed', async () => {
    const { fetchMock, open } = renderButton({
      body: {
        type: 'success',
        message: 'Pagamento confirmado!',
        access: 'complete',
        alreadyComplete: false,
      },
    });
    await verify();
    const paid = await screen.findByRole('dialog', { name: 'Pagamento confirmado' }, PAGE_LOAD);
    expect(paid).toHaveTextContent('O acesso completo ao curso foi liberado na sua conta.');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Parabéns! Você tem acesso completo' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Pagamento confirmado' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Começar a estudar' })).toHaveAttribute(
      'href',
      '/learn',
    );
    const [call] = fetchMock.mock.calls.filter(([input]) => String(input) === PATH);
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ product: 'escola' });
    expect(open).not.toHaveBeenCalled();
  });

  it('shows payment-not-confirm and opens the provider page in a new tab', async () => {
    const { open } = renderButton({
      status: 402,
      body: {
        type: 'warning',
        message: 'Ainda não encontramos a confirmação do seu pagamento.',
        key: 'payment-not-confirm',
        checkoutUrl: CHECKOUT,
      },
    });
    await verify();
    expect(
      await screen.findByText(
        'Ainda não encontramos a confirmação do seu pagamento.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    expect(open).toHaveBeenCalledWith(CHECKOUT, '_blank', 'noopener');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the API message when the provider cannot be reached, and opens nothing', async () => {
    const { open } = renderButton({
      status: 503,
      body: { type: 'danger', message: 'Não conseguimos falar com o serviço de pagamentos agora.' },
    });
    await verify();
    expect(
      await screen.findByText(
        'Não conseguimos falar com o serviço de pagamentos agora.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Já paguei: verificar pagamento' })).toBeEnabled(),
    );
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
