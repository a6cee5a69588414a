import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createChallenge, pageDataRoute } from '../test/page-data-fixtures';

const PAGE_LOAD = { timeout: 5000 };

describe('challenge page', () => {
  it('shows the 404 page at its own address when the challenge does not exist', async () => {
    renderApp({ path: '/learn/react/rotas/nao-existe' });
    expect(
      await screen.findByText('Ops! Não encontramos esta página.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/learn/react/rotas/nao-existe');
  });

  it('offers a retry when the page data cannot be loaded (500: no automatic retry)', async () => {
    const challenge = createChallenge();
    let calls = 0;
    renderApp({
      path: challenge.path,
      routes: {
        [`GET /page-data${challenge.path}/page-data.json`]: () => {
          calls += 1;
          return calls === 1
            ? { status: 500, body: { type: 'danger', message: 'Erro' } }
            : { body: { challenge } };
        },
      },
    });
    expect(
      await screen.findByText(/Não foi possível carregar esta página/, {}, PAGE_LOAD),
    ).toBeVisible();
    expect(calls).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
  });

  it('uses the classic template for a type it does not know', async () => {
    const challenge = createChallenge({ challengeType: 99 });
    renderApp({ path: challenge.path, routes: pageDataRoute(challenge) });
    expect(
      await screen.findByRole('heading', { level: 1, name: challenge.title }, PAGE_LOAD),
    ).toBeVisible();
  });
});
