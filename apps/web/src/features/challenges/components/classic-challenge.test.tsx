import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createChallenge, pageDataRoute } from '../test/page-data-fixtures';
import { PAGE_LOAD } from '../../../test/page-load';

vi.mock('@escola/runner/index', async () => (await import('../test/fake-runner')).runnerModule);
vi.mock('./code-editor', async () => (await import('../test/fake-runner')).editorModule);
vi.mock('./challenge-preview', async () => (await import('../test/fake-runner')).previewModule);

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */

const challenge = createChallenge({
  challengeType: 0,
  files: [
    {
      fileKey: 'stylescss',
      name: 'styles',
      ext: 'css',
      contents: 'h1 {\n  color: red;\n}',
      editableRegionBoundaries: [],
      history: ['styles.css'],
    },
    {
      fileKey: 'indexhtml',
      name: 'index',
      ext: 'html',
      contents: '<body>\n  <h1>Olá</h1>\n  <p>Oi</p>\n</body>',
      editableRegionBoundaries: [1, 3],
      history: ['index.html'],
    },
  ],
  tests: [
    { text: '<p>A página deve ter um <code>h1</code>.</p>', testString: 'assert(true);' },
    { text: '<p>O parágrafo deve dizer <code>Oi</code>.</p>', testString: 'assert(true);' },
  ],
});

describe('classic challenge template', () => {
  it('with tests: the text, the tests and the editor workspace (no read-only copy)', async () => {
    renderApp({ path: challenge.path, routes: pageDataRoute(challenge) });
    expect(
      await screen.findByRole('textbox', { name: 'Editor de código: index.html' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByText('guardam').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'Instruções' })).toBeVisible();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    const tests = within(screen.getByRole('region', { name: 'Testes' })).getAllByRole('listitem');
    expect(tests.map((test) => test.textContent)).toEqual([
      'A página deve ter um h1.',
      'O parágrafo deve dizer Oi.',
    ]);
    expect(screen.queryByText(/assert/)).not.toBeInTheDocument();
  });

  it('without tests: the text and the starting files read-only, with the editable region', async () => {
    const readOnly = { ...challenge, tests: [] };
    renderApp({ path: readOnly.path, routes: pageDataRoute(readOnly) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guarde valores' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByText('guardam').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'Instruções' })).toBeVisible();

    const files = screen.getAllByRole('figure');
    // Editor order: HTML before the stylesheet.
    expect(files.map((file) => file.querySelector('figcaption')?.textContent)).toEqual([
      'index.html',
      'styles.css',
    ]);
    const html = files[0] as HTMLElement;
    const editable = html.querySelectorAll('.code-file__line--editable');
    expect([...editable].map((line) => line.textContent)).toEqual([
      '  <h1>Olá</h1>\n',
      '  <p>Oi</p>\n',
    ]);
    expect(
      within(html).getByText('Você vai escrever seu código nas linhas destacadas (2 a 3).'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('has breadcrumbs trilha › bloco, the previous and the next challenge, and no footer', async () => {
    renderApp({ path: challenge.path, routes: pageDataRoute(challenge) });
    const crumbs = await screen.findByRole(
      'navigation',
      { name: 'Trilha de navegação' },
      PAGE_LOAD,
    );
    expect(within(crumbs).getByRole('link', { name: 'Lógica de Programação' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/',
    );
    expect(within(crumbs).getByRole('link', { name: 'Primeiros algoritmos' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/primeiros-algoritmos/',
    );
    expect(screen.getByRole('link', { name: 'Próximo desafio' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/primeiros-algoritmos/faca-contas',
    );
    expect(screen.getByRole('link', { name: 'Desafio anterior' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/primeiros-algoritmos/o-que-e',
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Guarde valores/);
  });
});
