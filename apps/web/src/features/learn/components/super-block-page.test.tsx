// /learn/:superBlock/: the introduction (with the módulo wording), the phases and the projects.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { createCurriculumIndex } from '../test/curriculum-index-fixture';

const introduction = {
  kind: 'superBlock',
  superBlock: 'logica-de-programacao',
  block: null,
  title: 'Lógica de Programação',
  introduction: '<p>Nesta trilha você pensa como um <strong>computador</strong>.</p>',
};

const routes = {
  'GET /page-data/curriculum.json': { body: createCurriculumIndex() },
  'GET /page-data/learn/logica-de-programacao/page-data.json': { body: introduction },
};

const openPage = (user: SessionUser | null, path = '/learn/logica-de-programacao/') =>
  renderApp({ path, user, routes });

describe('/learn/:superBlock/ (super-block introduction)', () => {
  it('shows the title, the introduction and the phases with the first one open', async () => {
    openPage(createSessionUser());
    expect(
      // The first test also loads the lazy page module.
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Lógica de Programação' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('computador')).toBeInTheDocument();
    expect(screen.getByText(/Nesta trilha você pensa/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fases' })).toBeInTheDocument();
    const first = screen.getByRole('button', { name: /Algoritmos e variáveis/ });
    const second = screen.getByRole('button', { name: /Projetos de certificação/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(document.title).toContain('Lógica de Programação');
  });

  it('holds the certification projects under the #{superBlock}-projects anchor', async () => {
    openPage(
      createSessionUser({
        completedChallenges: [{ id: 'projeto-dados-de-atletas', completedDate: 1 }],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Lógica de Programação' });
    const section = document.getElementById('logica-de-programacao-projects');
    expect(section).not.toBeNull();
    const projects = within(section as HTMLElement);
    expect(
      projects.getByRole('heading', { level: 2, name: 'Projetos de certificação' }),
    ).toBeInTheDocument();
    expect(projects.getByRole('link', { name: 'Pontuação de atletas' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/projetos-de-certificacao/pontuacao-de-atletas',
    );
    expect(
      projects.getByRole('link', { name: 'Dados de atletas' }).closest('li'),
    ).toHaveTextContent('(concluído)');
  });

  it('swaps trilha for módulo in the introduction for a limited learner', async () => {
    openPage(createSessionUser({ access: 'limited' }));
    expect(await screen.findByText(/Neste módulo você pensa/)).toBeInTheDocument();
    expect(screen.getByText('Módulo')).toBeInTheDocument();
    expect(screen.getByText(/^Este módulo tem \d+ fases?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os módulos' })).toBeInTheDocument();
  });

  it('says when the módulo does not exist, to a modular learner', async () => {
    openPage(createSessionUser({ access: 'modular' }), '/learn/trilha-que-nao-existe/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Módulo não encontrado.' }),
    ).toBeInTheDocument();
  });

  it('says when the trilha does not exist', async () => {
    openPage(null, '/learn/trilha-que-nao-existe/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trilha não encontrada.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as trilhas' })).toHaveAttribute(
      'href',
      '/learn',
    );
  });
});
