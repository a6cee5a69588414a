import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { BLOCK_INTRODUCTION, createIndex } from '../test/page-data-fixtures';
import { PAGE_LOAD } from '../../../test/page-load';

const PATH = '/learn/logica-de-programacao/primeiros-algoritmos/';

describe('block introduction template', () => {
  it("shows the block's introduction and its challenges in order", async () => {
    const { fetchMock } = renderApp({
      path: PATH,
      routes: {
        'GET /page-data/curriculum.json': { body: createIndex() },
        'GET /page-data/learn/logica-de-programacao/primeiros-algoritmos/page-data.json': {
          body: BLOCK_INTRODUCTION,
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Primeiros algoritmos' }, PAGE_LOAD),
    ).toBeVisible();
    expect(await screen.findByText('primeiros')).toBeVisible();
    // Asked for with the index's buildId: the server lets browsers keep it (decision 015).
    expect(fetchMock).toHaveBeenCalledWith(
      '/page-data/learn/logica-de-programacao/primeiros-algoritmos/page-data.json?v=teste',
      expect.anything(),
    );
    const list = screen.getByRole('region', { name: 'Desafios deste bloco' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['O que é um algoritmo', 'Guarde valores']);
    expect(screen.getByRole('link', { name: 'Começar o bloco' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/primeiros-algoritmos/o-que-e',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(crumbs).getByRole('link', { name: 'Lógica de Programação' })).toHaveAttribute(
      'href',
      '/learn/logica-de-programacao/',
    );
    // A block page keeps the footer (only challenge pages hide it).
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lists the challenges of a block without introduction, asking for no introduction', async () => {
    const { fetchMock } = renderApp({
      path: PATH,
      routes: {
        'GET /page-data/curriculum.json': { body: createIndex({ introductionPath: null }) },
      },
    });
    expect(await screen.findByRole('link', { name: 'Guarde valores' }, PAGE_LOAD)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/page-data/learn/logica-de-programacao/primeiros-algoritmos/page-data.json',
      expect.anything(),
    );
  });

  it('shows the 404 page for a block that is not in the curriculum', async () => {
    renderApp({
      path: '/learn/logica-de-programacao/nao-existe/',
      routes: { 'GET /page-data/curriculum.json': { body: createIndex() } },
    });
    expect(
      await screen.findByText('Ops! Não encontramos esta página.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
  });
});
