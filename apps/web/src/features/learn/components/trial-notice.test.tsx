import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { Providers } from '../../../app/providers';
import { stubFetch } from '../../../test/fetch-stub';
import { useSessionUser } from '../../../lib/session-user';
import { createSessionUser } from '../../../test/session-user-fixture';
import { createCurriculumIndex } from '../test/curriculum-index-fixture';
import { TrialNotice } from './trial-notice';

const index = createCurriculumIndex();
const countOf = (superBlock: string) =>
  index.challenges.filter((challenge) => challenge.superBlock === superBlock).length;

/** Says when the session user has arrived, so an absence is not checked too early. */
const SessionProbe = () => {
  const { user } = useSessionUser();
  return user ? <p>sessão carregada</p> : null;
};

const renderNotice = (user: SessionUser) => {
  stubFetch({ user, routes: { 'GET /page-data/curriculum.json': { body: index } } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/learn']}>
      <Providers queryClient={queryClient}>
        <TrialNotice />
        <SessionProbe />
      </Providers>
    </MemoryRouter>,
  );
};

describe('TrialNotice', () => {
  it('tells a trial learner what is included, what is locked and why, with the unlock button', async () => {
    renderNotice(createSessionUser({ access: 'limited', source: '' }));
    const notice = await screen.findByRole('region', { name: 'Você está no teste gratuito' });
    const included = await within(notice).findByRole('heading', { name: 'O que está incluído' });
    const fundamentos = countOf('fundamentos-da-programacao-front-end');
    expect(included.nextElementSibling).toHaveTextContent(
      `Fundamentos da Programação Front-End: ${fundamentos} desafios de ${fundamentos}`,
    );
    const locked = within(notice).getByRole('heading', { name: 'O que está bloqueado e por quê' });
    expect(locked.nextElementSibling).toHaveTextContent(
      `Lógica de Programação: todos os ${countOf('logica-de-programacao')} desafios. Disponível para quem faz parte de um programa ou de uma turma.`,
    );
    const unlock = within(notice).getByRole('link', { name: /Desbloquear o curso completo/ });
    expect(unlock).toHaveAttribute(
      'href',
      `https://loja.escola.dev/busca?q=${encodeURIComponent('Escola de Código')}`,
    );
    expect(unlock).toHaveAttribute('target', '_blank');
  });

  it('shows nothing to a learner with complete access', async () => {
    renderNotice(createSessionUser({ access: 'complete' }));
    await screen.findByText('sessão carregada');
    expect(screen.queryByText('Você está no teste gratuito')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Desbloquear/ })).not.toBeInTheDocument();
  });
});
