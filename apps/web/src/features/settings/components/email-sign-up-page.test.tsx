import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionUserBody } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */

const newcomer = createSessionUser({ acceptedPrivacyTerms: false, sendQuincyEmail: false });

describe('email sign-up page', () => {
  it('accepts the terms with e-mails, shows the flash and goes to /learn', async () => {
    const { fetchMock } = renderApp({
      path: '/email-sign-up',
      user: newcomer,
      routes: {
        'PUT /update-privacy-terms': {
          body: { type: 'success', message: 'Suas preferências foram salvas.' },
        },
      },
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Termos de uso e privacidade' },
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Aceito os termos e quero receber e-mails' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/learn'));
    expect(screen.getByText('Suas preferências foram salvas.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => path === '/update-privacy-terms');
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ quincyEmails: true });
  });

  it('accepts the terms without e-mails', async () => {
    const { fetchMock } = renderApp({
      path: '/email-sign-up',
      user: newcomer,
      routes: {
        'PUT /update-privacy-terms': {
          body: { type: 'success', message: 'Suas preferências foram salvas.' },
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Aceito os termos, sem e-mails' }, PAGE_LOAD),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/learn'));
    const call = fetchMock.mock.calls.find(([path]) => path === '/update-privacy-terms');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ quincyEmails: false });
  });

  it('stays on the page and shows the API flash when saving fails', async () => {
    renderApp({
      path: '/email-sign-up',
      user: newcomer,
      routes: {
        'GET /user/get-session-user': { body: sessionUserBody(newcomer) },
        'PUT /update-privacy-terms': {
          status: 400,
          body: { type: 'danger', message: 'Campo inválido: quincyEmails.' },
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Aceito os termos, sem e-mails' }, PAGE_LOAD),
    );
    expect(await screen.findByText('Campo inválido: quincyEmails.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/email-sign-up');
  });

  it('sends a user who already accepted to /learn', async () => {
    renderApp({ path: '/email-sign-up', user: createSessionUser({ acceptedPrivacyTerms: true }) });
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/learn'),
      PAGE_LOAD,
    );
  });
});
