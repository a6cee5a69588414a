import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createSessionUser } from '../../../test/session-user-fixture';
import { PAGE_LOAD } from '../../../test/page-load';

/** The first render loads the page's lazy chunk: slower than 1 s on a busy machine. */

const EXISTING = {
  id: 'projeto-1',
  title: 'Calculadora',
  url: 'https://ana.dev.br/calculadora',
  image: '',
  description: 'Uma calculadora.',
};

const openPortfolio = async () => {
  const heading = await screen.findByRole('heading', { name: 'Portfólio' }, PAGE_LOAD);
  const section = heading.closest('section');
  if (!section) throw new Error('seção Portfólio não encontrada');
  return within(section);
};

const putBodies = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/update-my-portfolio' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('settings portfolio section', () => {
  it('adds a project, checks it, and saves the whole list', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ portfolio: [EXISTING] }),
      routes: {
        'PUT /update-my-portfolio': {
          body: { type: 'success', message: 'Seu portfólio foi atualizado.' },
        },
      },
    });
    const portfolio = await openPortfolio();
    expect(portfolio.getByDisplayValue('Calculadora')).toBeInTheDocument();
    await userEvent.click(portfolio.getByRole('button', { name: 'Adicionar projeto' }));
    const second = within(portfolio.getByRole('group', { name: 'Projeto 2' }));
    await userEvent.type(second.getByLabelText('Título'), 'Lista de tarefas');
    await userEvent.click(portfolio.getByRole('button', { name: 'Salvar portfólio' }));
    expect(second.getByText('Informe o endereço do projeto.')).toBeInTheDocument();
    expect(putBodies(fetchMock)).toHaveLength(0);

    await userEvent.type(
      second.getByLabelText('Endereço do projeto'),
      'https://ana.dev.br/tarefas',
    );
    await userEvent.click(portfolio.getByRole('button', { name: 'Salvar portfólio' }));
    expect(await screen.findByText('Seu portfólio foi atualizado.')).toBeInTheDocument();
    const [body] = putBodies(fetchMock) as [{ portfolio: { id: string }[] }];
    expect(body.portfolio).toHaveLength(2);
    expect(body.portfolio[0]).toEqual(EXISTING);
    expect(body.portfolio[1]).toMatchObject({
      title: 'Lista de tarefas',
      url: 'https://ana.dev.br/tarefas',
      image: '',
      description: '',
    });
    expect(body.portfolio[1]?.id).toMatch(/^[\w-]{12}$/);
  });

  it('removes a project and saves the empty list', async () => {
    const { fetchMock } = renderApp({
      path: '/settings',
      user: createSessionUser({ portfolio: [EXISTING] }),
      routes: {
        'PUT /update-my-portfolio': {
          body: { type: 'success', message: 'Seu portfólio foi atualizado.' },
        },
      },
    });
    const portfolio = await openPortfolio();
    await userEvent.click(portfolio.getByRole('button', { name: 'Remover projeto 1' }));
    expect(portfolio.getByText('Você ainda não adicionou projetos.')).toBeInTheDocument();
    await userEvent.click(portfolio.getByRole('button', { name: 'Salvar portfólio' }));
    expect(await screen.findByText('Seu portfólio foi atualizado.')).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([{ portfolio: [] }]);
  });
});
