// The home: what the school is, the four trilhas from the curriculum index and "Criar conta".
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import type { CurriculumIndex, CurriculumSuperBlock } from '@escola/contracts/curriculum-index';

/** A trilha with `phases` phases of one block of two challenges (the home shows only counts). */
const superBlock = (
  slug: CurriculumSuperBlock['superBlock'],
  title: string,
  superOrder: number,
  phases: number,
): CurriculumSuperBlock => ({
  superBlock: slug,
  title,
  superOrder,
  certification: null,
  path: `/learn/${slug}/`,
  phases: Array.from({ length: phases }, (_, order) => ({
    phase: `fase-${order}`,
    title: `Fase ${order}`,
    phaseOrder: order,
    blocks: [
      {
        block: `${slug}-bloco-${order}`,
        title: `Bloco ${order}`,
        order,
        introductionPath: null,
        challengeIds: [`${slug}-${order}-a`, `${slug}-${order}-b`],
      },
    ],
  })),
});

// Written out of order: the home sorts by superOrder.
const index: CurriculumIndex = {
  buildId: 'teste',
  superBlocks: [
    superBlock('react', 'React', 3, 1),
    superBlock('logica-de-programacao', 'Lógica de Programação', 1, 2),
    superBlock(
      'fundamentos-da-programacao-front-end',
      'Fundamentos da Programação Front-End',
      0,
      8,
    ),
    superBlock('html-css-javascript', 'HTML, CSS e Javascript', 2, 3),
  ],
  challenges: [],
};

const routes = { 'GET /page-data/curriculum.json': { body: index } };

const openHome = async ({ path = '/', user = null }: Parameters<typeof renderApp>[0]) => {
  renderApp({ path, user, routes });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
};

describe('home page', () => {
  it('tells a visitor what the school is and leads to sign-up', async () => {
    await openHome({ path: '/' });
    expect(
      screen.getByRole('heading', { level: 1, name: /Aprenda a programar de graça/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/escola online e gratuita de programação/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Certificados' })).toBeInTheDocument();
    const createAccount = screen.getAllByRole('link', { name: 'Criar conta' });
    expect(createAccount.length).toBeGreaterThan(0);
    for (const link of createAccount) expect(link).toHaveAttribute('href', '/sign-up');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows the four trilhas in superOrder from the curriculum index', async () => {
    await openHome({ path: '/home' });
    const trilhas = within(screen.getByRole('region', { name: /Quatro trilhas/ }));
    const titles = await trilhas.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Fundamentos da Programação Front-End',
      'Lógica de Programação',
      'HTML, CSS e Javascript',
      'React',
    ]);
    expect(trilhas.getByRole('link', { name: 'React' })).toHaveAttribute('href', '/learn/react/');
    expect(trilhas.getByText('Esta trilha tem 8 fases · 16 desafios')).toBeInTheDocument();
    expect(trilhas.getByText('Esta trilha tem 1 fase · 2 desafios')).toBeInTheDocument();
  });

  it('offers a signed-in learner on /home the way to their studies instead of sign-up', async () => {
    await openHome({ path: '/home', user: createSessionUser() });
    expect(screen.getByRole('link', { name: 'Ir para os meus estudos' })).toHaveAttribute(
      'href',
      '/learn',
    );
    expect(screen.queryByRole('link', { name: 'Criar conta' })).not.toBeInTheDocument();
  });
});
