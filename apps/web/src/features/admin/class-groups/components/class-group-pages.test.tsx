import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClassGroupSummary } from '@escola/contracts/get-class-groups-all-class-groups';
import {
  USER_MANAGEMENT_ALL_USERS_PATH,
  type UserListItem,
} from '@escola/contracts/get-user-management-all-users';
import { adminListReply, createUserListItem } from '../../../../test/admin-list-fixtures';
import { PAGE_LOAD } from '../../../../test/page-load';
import type { StubReply } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { adminListQueryKey } from '../../hooks/use-admin-list';
import { createSessionUser } from '../../../../test/session-user-fixture';

const ALL = 'GET /class-groups/all-class-groups';
const admin = createSessionUser({ type: 'admin' });
const location = () => screen.getByTestId('location').textContent;

const group = (overrides: Partial<ClassGroupSummary>): ClassGroupSummary => ({
  id: '7f1c1c1e-0000-4000-8000-00000000000a',
  name: 'Turma Curitiba',
  curriculumAvailable: ['logica-de-programacao'],
  validityType: 'dateRange',
  validityDateRange: ['2026-03-02', '2026-12-18'],
  durationInMonths: null,
  learnerCount: 3,
  ...overrides,
});
const curitiba = group({});
const londrina = group({
  id: '7f1c1c1e-0000-4000-8000-00000000000b',
  name: 'Turma Londrina',
  validityType: 'durationInMonths',
  validityDateRange: null,
  durationInMonths: 6,
  learnerCount: 0,
});
const summary = { body: { classGroups: [curitiba, londrina] } };

const learner = (id: string, name: string): UserListItem =>
  createUserListItem({
    id,
    name,
    username: name.toLowerCase().replace(' ', '-'),
    email: `${name.toLowerCase().replace(' ', '.')}@teste.dev`,
    access: 'limited_nacional',
    group: 'nacional-pr',
    classGroup: { id: curitiba.id, name: curitiba.name },
    joinDate: '2025-01-10T12:00:00.000Z',
  });
const learnersPage = adminListReply({
  list: [
    learner('7f1c1c1e-0000-4000-8000-0000000000c1', 'Ana Lima'),
    learner('7f1c1c1e-0000-4000-8000-0000000000c2', 'Bruno Dias'),
  ],
});

describe('/admin/class-groups', () => {
  it('lists the groups with learners, validity and content', async () => {
    renderApp({ path: '/admin/class-groups', user: admin, routes: { [ALL]: summary } });
    const table = await screen.findByRole('table', { name: 'Turmas cadastradas' }, PAGE_LOAD);
    await within(table).findByRole('cell', { name: 'Turma Curitiba' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Turma Curitiba3De 02/03/2026 a 18/12/2026');
    expect(rows[2]).toHaveTextContent('Turma Londrina06 meses');
  });

  it('says how many learners go back to the waiting list before deleting, then shows the list again', async () => {
    let deleted = '';
    renderApp({
      path: '/admin/class-groups',
      user: admin,
      routes: {
        [ALL]: summary,
        [`DELETE /class-groups/delete-class-group/${curitiba.id}`]: () => {
          deleted = curitiba.id;
          return {
            body: {
              type: 'success',
              message: 'Turma "Turma Curitiba" excluída.',
              affectedLearners: 3,
            },
          };
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir a turma Turma Curitiba' }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Excluir a turma Turma Curitiba?' });
    expect(dialog).toHaveTextContent(
      '3 estudantes vão perder a turma e voltar para a lista de espera.',
    );
    expect(deleted).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir turma' }));
    expect(await screen.findByText('Turma "Turma Curitiba" excluída.')).toBeVisible();
    expect(deleted).toBe(curitiba.id);
    await waitFor(() => expect(location()).toBe('/admin/class-groups/'));
  });

  it('cancelling the deletion deletes nothing', async () => {
    const { fetchMock } = renderApp({
      path: '/admin/class-groups',
      user: admin,
      routes: { [ALL]: summary },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir a turma Turma Londrina' }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('A turma não tem estudantes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});

describe('/admin/class-groups/form', () => {
  it('refuses a group without content with the spec message and sends nothing', async () => {
    const { fetchMock } = renderApp({
      path: '/admin/class-groups/form',
      user: admin,
      routes: { [ALL]: summary },
    });
    await userEvent.type(
      await screen.findByLabelText('Nome da turma', {}, PAGE_LOAD),
      'Turma Maringá',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Duração em meses' }));
    await userEvent.type(screen.getByLabelText('Duração (meses)'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar turma' }));
    expect(
      await screen.findByText(
        'É preciso escolher pelo menos um item do conteúdo associado para cadastrar uma turma',
      ),
    ).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('a refused save shows "Erro ao editar usuário." and the server reason, and stays on the form', async () => {
    renderApp({
      path: '/admin/class-groups/form',
      user: admin,
      routes: {
        [ALL]: summary,
        'POST /class-groups/new-class-group': {
          status: 409,
          body: { type: 'danger', message: 'Já existe uma turma chamada "Turma Curitiba".' },
        },
      },
    });
    await userEvent.type(
      await screen.findByLabelText('Nome da turma', {}, PAGE_LOAD),
      'Turma Curitiba',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /react|React/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Duração em meses' }));
    await userEvent.type(screen.getByLabelText('Duração (meses)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar turma' }));
    expect(await screen.findByText('Erro ao editar usuário.')).toBeVisible();
    expect(screen.getByText('Já existe uma turma chamada "Turma Curitiba".')).toBeVisible();
    expect(location()).toBe('/admin/class-groups/form');
  });

  it('edits the group of ?id= and goes back to the list with the server message', async () => {
    let sent: unknown = null;
    renderApp({
      path: `/admin/class-groups/form?id=${londrina.id}`,
      user: admin,
      routes: {
        [ALL]: summary,
        'PUT /class-groups/edit-class-group': (init) => {
          sent = JSON.parse(String(init.body));
          return {
            body: {
              type: 'success',
              message: 'Turma "Turma Londrina" atualizada.',
              classGroup: londrina,
            },
          };
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar turma' }, PAGE_LOAD),
    ).toBeVisible();
    expect(await screen.findByLabelText('Nome da turma')).toHaveValue('Turma Londrina');
    await userEvent.click(screen.getByRole('checkbox', { name: /logica-de-programacao|Lógica/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText(
        'É preciso escolher pelo menos um item do conteúdo associado para editar uma turma',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: /react|React/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Turma "Turma Londrina" atualizada.')).toBeVisible();
    expect(sent).toEqual({
      id: londrina.id,
      name: 'Turma Londrina',
      curriculumAvailable: ['react'],
      validityType: 'durationInMonths',
      validityDateRange: null,
      durationInMonths: 6,
    });
    await waitFor(() => expect(location()).toBe('/admin/class-groups/'));
  });
});

describe('/admin/class-groups/move-users', () => {
  const moveRoutes = (move: { status: number; body: unknown }) => ({
    [ALL]: summary,
    'GET /user-management/all-users': learnersPage,
    'PUT /class-groups/move-users-class-group': () => move,
  });

  it('refuses an empty target panel with the spec message', async () => {
    const { fetchMock } = renderApp({
      path: '/admin/class-groups/move-users',
      user: admin,
      routes: moveRoutes({ status: 200, body: {} }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mover usuários' }, PAGE_LOAD));
    expect(
      await screen.findAllByText('É preciso adicionar usuários ao painel de destino!'),
    ).not.toHaveLength(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('puts the whole page in the target panel, lets one go and moves the rest', async () => {
    let sent: unknown = null;
    renderApp({
      path: `/admin/class-groups/move-users?classGroupId=${curitiba.id}`,
      user: admin,
      routes: {
        ...moveRoutes({ status: 200, body: {} }),
        'PUT /class-groups/move-users-class-group': (init) => {
          sent = JSON.parse(String(init.body));
          return {
            body: {
              type: 'success',
              message: '1 usuário movido para a turma "Turma Londrina".',
              movedUsers: 1,
            },
          };
        },
      },
    });
    await screen.findByRole('cell', { name: 'Ana Lima' }, PAGE_LOAD);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos da página' }));
    expect(screen.getByText('2 usuários selecionados')).toBeVisible();
    expect(screen.getByText('2 usuários no painel de destino')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remover Ana Lima do destino' }));
    expect(screen.getByText('1 usuário no painel de destino')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Turma de destino'), londrina.id);
    await userEvent.click(screen.getByRole('button', { name: 'Mover usuários' }));
    expect(
      await screen.findByText('1 usuário movido para a turma "Turma Londrina".'),
    ).toBeVisible();
    expect(sent).toEqual({
      sourceClassGroupId: curitiba.id,
      targetClassGroupId: londrina.id,
      userIds: ['7f1c1c1e-0000-4000-8000-0000000000c2'],
    });
    await waitFor(() => expect(location()).toBe('/admin/class-groups/'));
  });

  it("never offers the rows of the list shown before while the chosen group's learners load", async () => {
    let answerGroupList: (reply: StubReply) => void = () => undefined;
    const { queryClient } = renderApp({
      path: '/admin/class-groups/move-users',
      user: admin,
      routes: {
        ...moveRoutes({ status: 200, body: {} }),
        'GET /user-management/all-users': () =>
          new Promise<StubReply>((resolve) => (answerGroupList = resolve)),
      },
    });
    const source = await screen.findByLabelText('Turma de origem', undefined, PAGE_LOAD);
    await within(source).findByRole('option', { name: /Turma Curitiba/ });
    // The whole school's list, as the users page left it in the cache.
    queryClient.setQueriesData(
      { queryKey: adminListQueryKey(USER_MANAGEMENT_ALL_USERS_PATH) },
      adminListReply({ list: [learner('7f1c1c1e-0000-4000-8000-0000000000d1', 'Carla Souza')] })
        .body,
    );
    await userEvent.selectOptions(source, curitiba.id);
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos da página' })).toBeDisabled();
    expect(screen.queryByRole('cell', { name: 'Carla Souza' })).toBeNull();
    answerGroupList(learnersPage);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Selecionar Ana Lima' }, PAGE_LOAD),
    );
    expect(screen.getByText('1 usuário selecionado')).toBeVisible();
    expect(screen.queryByRole('cell', { name: 'Carla Souza' })).toBeNull();
  });

  it.each([
    [400, 'Erro ao mover usuários.'],
    [500, 'Ocorreu um erro inesperado ao mover usuários. Tente novamente.'],
  ])('a move answered %i shows "%s"', async (status, message) => {
    renderApp({
      path: `/admin/class-groups/move-users?classGroupId=${curitiba.id}`,
      user: admin,
      routes: moveRoutes({ status, body: { type: 'danger', message: 'Recusado.' } }),
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Selecionar Ana Lima' }, PAGE_LOAD),
    );
    await userEvent.selectOptions(screen.getByLabelText('Turma de destino'), londrina.id);
    await userEvent.click(screen.getByRole('button', { name: 'Mover usuários' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(location()).toBe(`/admin/class-groups/move-users?classGroupId=${curitiba.id}`);
  });
});
