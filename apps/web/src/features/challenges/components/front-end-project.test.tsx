import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createChallenge, pageDataRoute } from '../test/page-data-fixtures';
import { PAGE_LOAD } from '../../../test/page-load';

describe('front-end project template', () => {
  it('shows the project, how to build it and what it must pass, without files', async () => {
    const challenge = createChallenge({
      challengeType: 3,
      path: '/learn/html-css-javascript/projetos-de-certificacao-trilha-2/pagina-de-postagem',
      title: 'Página de postagem',
      description: '<p><strong>Histórias de usuário:</strong></p><ol><li>Um article.</li></ol>',
      instructions: '<p>Publique a página e envie o link.</p>',
      tests: [{ text: '<p>A página deve ter um <code>article</code>.</p>', testString: 'x' }],
      nextChallengePath: null,
      superBlock: 'html-css-javascript',
    });
    renderApp({ path: challenge.path, routes: pageDataRoute(challenge) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página de postagem' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByText('Histórias de usuário:')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Como fazer o projeto' })).toBeVisible();
    expect(screen.getByText('Publique a página e envie o link.')).toBeVisible();
    const tests = screen.getByRole('region', { name: 'O que o seu projeto precisa ter' });
    expect(within(tests).getByRole('listitem')).toHaveTextContent('A página deve ter um article.');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    // The last challenge of its trilha: "Próximo desafio" goes to the trilha's projects.
    expect(screen.getByRole('link', { name: 'Próximo desafio' })).toHaveAttribute(
      'href',
      '/learn/html-css-javascript/#html-css-javascript-projects',
    );
  });
});
