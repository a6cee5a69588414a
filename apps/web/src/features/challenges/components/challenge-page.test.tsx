import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { createChallenge, createIndex, pageDataRoute } from '../test/page-data-fixtures';
import { PAGE_LOAD } from '../../../test/page-load';

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

  it('tells a learner the access rule closes the challenge, and why, instead of the workspace', async () => {
    const index = createIndex();
    const second = index.challenges[1]!;
    const challenge = createChallenge({
      path: second.path,
      prevChallengeId: index.challenges[0]!.id,
    });
    renderApp({
      path: challenge.path,
      user: createSessionUser({ completedChallenges: [] }),
      routes: { ...pageDataRoute(challenge), 'GET /page-data/curriculum.json': { body: index } },
    });
    expect(
      await screen.findByText('Conclua os desafios anteriores para desbloquear.', {}, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para a trilha' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/',
    );
    expect(screen.queryByRole('heading', { name: 'Testes' })).not.toBeInTheDocument();
  });

  it('opens the challenge once the previous one is completed', async () => {
    const index = createIndex();
    const [first, second] = index.challenges;
    const challenge = createChallenge({ path: second!.path, prevChallengeId: first!.id });
    renderApp({
      path: challenge.path,
      user: createSessionUser({
        completedChallenges: [{ id: first!.id, completedDate: Date.now() }],
      }),
      routes: { ...pageDataRoute(challenge), 'GET /page-data/curriculum.json': { body: index } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: challenge.title }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.queryByText('Conclua os desafios anteriores para desbloquear.')).toBeNull();
  });
});
