import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { ChallengeDenialReason } from '@escola/domain/challenge-access';
import { Providers } from '../../../app/providers';
import { curriculumIndexQueryOptions } from '../../../lib/page-data';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { stubFetch } from '../../../test/fetch-stub';
import { createSessionUser } from '../../../test/session-user-fixture';
import { createChallenge, createIndex, curriculumIndexRoute } from '../test/page-data-fixtures';
import { ChallengeLocked } from './challenge-locked';

const index = createIndex();
const [first, second] = index.challenges;
const locked = createChallenge({ path: second!.path, prevChallengeId: first!.id });
const catalogue = `https://loja.escola.dev/busca?q=${encodeURIComponent('Escola de Código')}`;

const renderLocked = async ({
  user,
  reason,
}: {
  user: SessionUser;
  reason: ChallengeDenialReason;
}) => {
  stubFetch({ user, routes: curriculumIndexRoute(index) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The challenge page renders this screen once the session user and the index are there.
  await queryClient.prefetchQuery({ queryKey: SESSION_USER_QUERY_KEY, queryFn: () => user });
  await queryClient.prefetchQuery(curriculumIndexQueryOptions);
  render(
    <MemoryRouter initialEntries={[locked.path]}>
      <Providers queryClient={queryClient}>
        <ChallengeLocked challenge={locked} reason={reason} />
      </Providers>
    </MemoryRouter>,
  );
  return within(await screen.findByRole('region', { name: /ainda está fechado para você/ }));
};

describe('ChallengeLocked', () => {
  it('says what is locked, why, and leads to the next open challenge', async () => {
    const panel = await renderLocked({
      user: createSessionUser({ access: 'complete', completedChallenges: [] }),
      reason: 'previous-challenge-not-completed',
    });
    expect(panel.getByText('O que está bloqueado:').nextElementSibling).toHaveTextContent(
      'o desafio “Guarde valores”, de Lógica de Programação.',
    );
    expect(panel.getByText('Por quê:').nextElementSibling).toHaveTextContent(
      'Conclua os desafios anteriores para desbloquear.',
    );
    expect(panel.getByText('O que você pode fazer agora:').nextElementSibling).toHaveTextContent(
      'os desafios se abrem em ordem: conclua o próximo desafio liberado.',
    );
    expect(
      await panel.findByRole('link', { name: `Próximo desafio liberado: ${first!.title}` }),
    ).toHaveAttribute('href', first!.path);
    expect(panel.getByRole('link', { name: 'Voltar para a trilha' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/',
    );
    expect(panel.queryByRole('link', { name: /Desbloquear/ })).not.toBeInTheDocument();
  });

  it('offers a trial learner the unlock button, in módulo words', async () => {
    const panel = await renderLocked({
      user: createSessionUser({ access: 'limited', source: '', completedChallenges: [] }),
      reason: 'no-source',
    });
    expect(panel.getByText('Por quê:').nextElementSibling).toHaveTextContent(
      'Disponível para quem faz parte de um programa ou de uma turma.',
    );
    expect(panel.getByText('O que você pode fazer agora:').nextElementSibling).toHaveTextContent(
      'não há outro desafio liberado para você agora: desbloqueie o curso completo para seguir daqui.',
    );
    expect(panel.getByRole('link', { name: /Desbloquear o curso completo/ })).toHaveAttribute(
      'href',
      catalogue,
    );
    expect(panel.getByRole('button', { name: 'Já paguei: verificar pagamento' })).toBeEnabled();
    expect(panel.getByRole('link', { name: 'Voltar para o módulo' })).toBeInTheDocument();
    // Without a source the trial opens nothing in this index's trilha 1: no next challenge.
    expect(panel.queryByRole('link', { name: /Próximo desafio liberado/ })).toBeNull();
  });

  it('points an expired learner to support, without an unlock button', async () => {
    const panel = await renderLocked({
      user: createSessionUser({ access: 'complete', isBlockedByExpiration: true }),
      reason: 'blocked-by-expiration',
    });
    expect(panel.getByText('Por quê:').nextElementSibling).toHaveTextContent('Seu acesso expirou.');
    expect(panel.getByText('O que você pode fazer agora:').nextElementSibling).toHaveTextContent(
      'fale com o suporte para renovar o seu acesso',
    );
    expect(panel.queryByRole('link', { name: /Desbloquear/ })).toBeNull();
    expect(panel.queryByRole('button', { name: /Já paguei/ })).toBeNull();
    expect(panel.queryByRole('link', { name: /Próximo desafio liberado/ })).toBeNull();
  });
});
