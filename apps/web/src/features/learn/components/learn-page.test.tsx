// /learn as a dashboard: the continue card (Começar vs Continuar), progress per trilha, the map with
// its locks, the visitor's call to create an account and the módulo wording of modular learners.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { createCurriculumIndex } from '../test/curriculum-index-fixture';

const routes = { 'GET /page-data/curriculum.json': { body: createCurriculumIndex() } };

const completed = (...ids: string[]): SessionUser['completedChallenges'] =>
  ids.map((id) => ({ id, completedDate: 1_700_000_000_000 }));

const openLearn = async (user: SessionUser | null) => {
  renderApp({ path: '/learn', user, routes });
  // The first test also loads the lazy page module.
  await screen.findByRole('heading', { level: 3, name: 'React' }, { timeout: 5000 });
};

const continueCard = () => {
  const heading = screen.getByRole('heading', {
    level: 2,
    name: /Comece por aqui|próximo desafio/,
  });
  const card = heading.closest('section');
  if (!card) throw new Error('cartão do próximo desafio ausente');
  return within(card);
};

const findTrilha = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  const card = heading.closest('li');
  if (!card) throw new Error('cartão da trilha ausente');
  return within(card);
};

const expandPhase = async (trilha: Awaited<ReturnType<typeof findTrilha>>, phase: RegExp) => {
  const toggle = trilha.getByRole('button', { name: phase });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
};

describe('/learn map', () => {
  it('shows the four trilhas in superOrder with the welcome text still there', async () => {
    await openLearn(createSessionUser());
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Fundamentos da Programação Front-End',
      'Lógica de Programação',
      'HTML, CSS e Javascript',
      'React',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: /Boas-vindas/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Trilhas de estudo' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ao lado do diamante/)).toBeInTheDocument();
  });

  it('shows completion counts, phase counts and the certificate of a trilha', async () => {
    await openLearn(createSessionUser({ completedChallenges: completed('logica-algoritmo') }));
    const logica = await findTrilha('Lógica de Programação');
    expect(logica.getByText('Certificação: Lógica de Programação')).toBeInTheDocument();
    expect(logica.getByText(/Esta trilha tem 2 fases · 1 de 5 concluídos/)).toBeInTheDocument();
    expect(
      logica.getByRole('button', { name: /Algoritmos e variáveis.*1 de 3 concluídos/ }),
    ).toBeInTheDocument();
  });

  it('shows the progress per trilha as labelled bars with the numbers in text', async () => {
    await openLearn(createSessionUser({ completedChallenges: completed('logica-algoritmo') }));
    const overview = within(screen.getByRole('region', { name: 'Seu progresso por trilha' }));
    const bar = overview.getByRole('progressbar', { name: 'Progresso em Lógica de Programação' });
    expect(bar).toHaveAttribute('value', '1');
    expect(bar).toHaveAttribute('max', '5');
    expect(overview.getByText('1 de 5 concluídos')).toBeInTheDocument();
    expect(overview.getAllByRole('progressbar')).toHaveLength(4);
  });

  it('leads a learner the certification area is open to, and only them, to /certification', async () => {
    await openLearn(createSessionUser({ source: 'pagantes' }));
    expect(await screen.findByRole('link', { name: 'Ver certificações' })).toHaveAttribute(
      'href',
      '/certification',
    );
  });

  it('shows no way to /certification to a learner without a source', async () => {
    await openLearn(createSessionUser({ source: '' }));
    await screen.findByRole('region', { name: 'Seu progresso por trilha' });
    expect(screen.queryByRole('link', { name: 'Ver certificações' })).not.toBeInTheDocument();
  });

  it('opens a phase on click and shows an unlocked block as a link and a locked one with its reason', async () => {
    await openLearn(createSessionUser());
    const logica = await findTrilha('Lógica de Programação');
    const toggle = logica.getByRole('button', { name: /Algoritmos e variáveis/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(logica.queryByText('Condicionais')).not.toBeInTheDocument();
    await expandPhase(logica, /Algoritmos e variáveis/);
    expect(logica.getByRole('link', { name: 'Primeiros algoritmos' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/primeiros-algoritmos/logica-algoritmo',
    );
    expect(logica.queryByRole('link', { name: 'Condicionais' })).not.toBeInTheDocument();
    const locked = logica.getByText(/Condicionais/).closest('li');
    expect(locked).toHaveAttribute('data-locked', 'true');
    expect(locked).toHaveTextContent('Bloqueado');
    expect(locked).toHaveTextContent('Conclua os desafios anteriores para desbloquear.');
  });

  it('unlocks that block for a learner who completed the challenges before it', async () => {
    await openLearn(
      createSessionUser({ completedChallenges: completed('logica-algoritmo', 'logica-variavel') }),
    );
    const logica = await findTrilha('Lógica de Programação');
    await expandPhase(logica, /Algoritmos e variáveis/);
    expect(logica.getByRole('link', { name: 'Condicionais' })).toBeInTheDocument();
  });

  it('locks trilha 1 for a learner without a source', async () => {
    await openLearn(createSessionUser({ source: '' }));
    const logica = await findTrilha('Lógica de Programação');
    await expandPhase(logica, /Algoritmos e variáveis/);
    expect(logica.queryByRole('link', { name: 'Primeiros algoritmos' })).not.toBeInTheDocument();
    const block = logica.getByText(/Primeiros algoritmos/).closest('li');
    expect(block).toHaveAttribute('data-locked', 'true');
    expect(block).toHaveTextContent(
      'Disponível para quem faz parte de um programa ou de uma turma.',
    );
  });

  it('says módulo, with its masculine words, to a modular learner', async () => {
    await openLearn(
      createSessionUser({ access: 'modular', completedChallenges: completed('mundo-tech') }),
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Módulos de estudo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Seu progresso por módulo' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Módulo')).toHaveLength(4);
    expect(screen.getAllByText(/^Este módulo tem 2 fases/).length).toBeGreaterThan(0);
    expect(continueCard().getByText(/^Módulo: Fundamentos/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/trilha|Esta módulo|Nesta módulo/i);
  });

  it('says Começar to a learner who has completed nothing yet, with the challenge, trilha and phase', async () => {
    await openLearn(createSessionUser());
    const card = continueCard();
    expect(card.getByRole('heading', { name: 'Comece por aqui' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Começar' })).toHaveAttribute(
      'href',
      '/learn/fundamentos-da-programacao-front-end/mundo-tech/mundo-tech',
    );
    expect(card.getByText('Mundo Tech')).toBeInTheDocument();
    expect(card.getByText('Trilha: Fundamentos da Programação Front-End')).toBeInTheDocument();
    expect(card.getByText('Fase: Primeiros passos')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continuar de onde parou' })).not.toBeInTheDocument();
  });

  it('continues at the current challenge, else at the first one still to do', async () => {
    await openLearn(
      createSessionUser({
        currentChallengeId: 'logica-if',
        completedChallenges: completed('mundo-tech'),
      }),
    );
    const card = continueCard();
    expect(card.getByRole('link', { name: 'Continuar de onde parou' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/condicionais/logica-if',
    );
    expect(card.getByText('Trilha: Lógica de Programação')).toBeInTheDocument();
    expect(card.getByText('Fase: Algoritmos e variáveis')).toBeInTheDocument();
    // The phase holding it is open.
    const logica = await findTrilha('Lógica de Programação');
    expect(logica.getByRole('button', { name: /Algoritmos e variáveis/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('falls back to the first challenge still to do', async () => {
    await openLearn(createSessionUser({ completedChallenges: completed('mundo-tech') }));
    expect(await screen.findByRole('link', { name: 'Continuar de onde parou' })).toHaveAttribute(
      'href',
      '/learn/fundamentos-da-programacao-front-end/mundo-tech/como-a-web-funciona',
    );
  });

  it('shows a visitor everything unlocked, the call to create an account and where to start', async () => {
    await openLearn(null);
    expect(continueCard().getByRole('link', { name: 'Começar' })).toHaveAttribute(
      'href',
      '/learn/fundamentos-da-programacao-front-end/mundo-tech/mundo-tech',
    );
    expect(screen.getByText(/Crie sua conta grátis para salvar seu progresso/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/sign-up');
    // "Entrar" once: in the header.
    expect(screen.getAllByRole('link', { name: 'Entrar' })).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const logica = await findTrilha('Lógica de Programação');
    await expandPhase(logica, /Algoritmos e variáveis/);
    expect(logica.getByRole('link', { name: 'Condicionais' })).toBeInTheDocument();
    expect(screen.queryByText(/concluídos/)).not.toBeInTheDocument();
  });

  it('says so when the curriculum cannot be loaded', async () => {
    renderApp({ path: '/learn', user: createSessionUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as trilhas.',
    );
  });
});
