import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserListItem } from '@escola/contracts/get-user-management-all-users';
import { adminListReply, createUserListItem } from '../../../../test/admin-list-fixtures';
import type { StubReply } from '../../../../test/fetch-stub';
import { PAGE_LOAD } from '../../../../test/page-load';
import { renderApp } from '../../../../test/render-app';
import { createSessionUser } from '../../../../test/session-user-fixture';

const LIST = 'GET /user-management/all-users';
const SUMMARY = 'GET /class-groups/all-class-groups';
const EDIT = 'PUT /user-management/edit-user';
const STATUS = 'GET /api/users/status-by-email';

const admin = createSessionUser({ type: 'admin', id: '7f1c1c1e-0000-4000-8000-0000000000ad' });
const support = createSessionUser({ type: 'support', id: '7f1c1c1e-0000-4000-8000-0000000000a5' });
const superUser = createSessionUser({ type: 'super', id: '7f1c1c1e-0000-4000-8000-0000000000a9' });

const TURMA = { id: '7f1c1c1e-0000-4000-8000-00000000000a', name: 'Turma Curitiba' };

const learner = createUserListItem;
const page = (list: UserListItem[]): StubReply => adminListReply({ list });
const summary: StubReply = {
  body: {
    classGroups: [
      {
        ...TURMA,
        curriculumAvailable: ['react'],
        validityType: 'durationInMonths',
        validityDateRange: null,
        durationInMonths: 6,
        learnerCount: 0,
      },
    ],
  },
};
const active: StubReply = { body: { result: { result: { status: 'active' } } } };

const openPage = (
  user = admin,
  routes: Record<string, StubReply | ((init: RequestInit) => StubReply)> = {},
) =>
  renderApp({
    path: '/admin/enrollment-users',
    user,
    routes: { [LIST]: page([learner()]), [SUMMARY]: summary, [STATUS]: active, ...routes },
  });

const listUrls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/user-management/all-users'));

const table = () => screen.findByRole('table', { name: 'Usuários matriculados' }, PAGE_LOAD);

const openDrawer = async () => {
  const user = userEvent.setup();
  await user.click(
    await within(await table()).findByRole('button', { name: 'Editar Carla Souza' }),
  );
  return { user, drawer: await screen.findByRole('dialog', { name: 'Editar usuário' }) };
};

describe('/admin/enrollment-users', () => {
  it('shows the users with their access, class group and situation', async () => {
    openPage(admin, {
      [LIST]: page([
        learner({ access: 'blocked', classGroup: TURMA, isBlockedByInactivity: true }),
        learner({
          id: '7f1c1c1e-0000-4000-8000-0000000000c2',
          name: 'Davi Melo',
          email: 'davi@teste.dev',
        }),
      ]),
    });

    const rows = within(await table()).getAllByRole('row');
    await waitFor(() => expect(rows[1]).toHaveTextContent('Carla Souza'));
    expect(rows[1]).toHaveTextContent('Bloqueado');
    expect(rows[1]).toHaveTextContent('Turma Curitiba');
    expect(rows[1]).toHaveTextContent('Bloqueado por inatividade');
    expect(rows[1]).toHaveTextContent('10/03/2025');
    expect(rows[2]).toHaveTextContent('Davi Melo');
  });

  it('shows the loading state while the list is on its way', async () => {
    openPage(admin, { [LIST]: () => new Promise<StubReply>(() => undefined) as never });

    const loadingTable = await table();
    expect(loadingTable).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Carregando os dados…')).toBeInTheDocument();
  });

  it('says when no user matches', async () => {
    openPage(admin, { [LIST]: page([]) });

    expect(
      await screen.findByText('Nenhum usuário encontrado com esses filtros.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list again', async () => {
    // The list fails until the retry (the staff prefetch may ask it too, before the page does).
    let failing = true;
    openPage(admin, {
      [LIST]: () =>
        failing ? { status: 500, body: { type: 'danger', message: 'falhou' } } : page([learner()]),
    });

    const alert = await screen.findByText('Não foi possível carregar os usuários.', {}, PAGE_LOAD);
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await within(await table()).findByText('Carla Souza')).toBeInTheDocument();
    expect(alert).not.toBeInTheDocument();
  });

  it('sends the search after a pause and the filters as query strings', async () => {
    const { fetchMock } = openPage();
    const user = userEvent.setup();
    await within(await table()).findByText('Carla Souza');

    await user.type(screen.getByLabelText('Buscar por nome, e-mail, usuário ou CPF'), 'carla@');
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('search=carla%40'));
    await user.selectOptions(screen.getByLabelText('Acesso'), 'blocked');
    await user.selectOptions(screen.getByLabelText('Turma'), TURMA.id);

    await waitFor(() => {
      const last = new URLSearchParams(listUrls(fetchMock).at(-1)!.split('?')[1]);
      expect(Object.fromEntries(last)).toMatchObject({
        search: 'carla@',
        access: 'blocked',
        classGroupId: TURMA.id,
        sort: 'name',
        order: 'asc',
        pageSize: '50',
      });
    });
  });

  it('goes without the class-group filter when the class groups cannot be loaded', async () => {
    openPage(support, { [SUMMARY]: { status: 500, body: { type: 'danger', message: 'x' } } });

    await within(await table()).findByText('Carla Souza');
    expect(screen.getByLabelText('Acesso')).toBeInTheDocument();
    expect(screen.queryByLabelText('Turma')).not.toBeInTheDocument();
  });
});

describe('the edit-user drawer', () => {
  it('saves access, block and class group, then refreshes the list', async () => {
    let sent: unknown;
    let listCalls = 0;
    openPage(admin, {
      [LIST]: () => {
        listCalls += 1;
        return page([learner()]);
      },
      [EDIT]: (init) => {
        sent = JSON.parse(String(init.body));
        return { body: learner({ access: 'blocked', classGroup: TURMA }) };
      },
    });
    const { user, drawer } = await openDrawer();

    expect(within(drawer).queryByLabelText('Tipo')).not.toBeInTheDocument();
    await user.selectOptions(within(drawer).getByLabelText('Acesso'), 'complete');
    await user.click(within(drawer).getByText('Conta bloqueada'));
    await user.selectOptions(within(drawer).getByLabelText('Turma'), TURMA.id);
    const before = listCalls;
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Usuário atualizado.')).toBeInTheDocument();
    expect(sent).toEqual({
      userId: learner().id,
      access: 'blocked',
      source: '',
      group: '',
      classGroupId: TURMA.id,
      modules: [],
    });
    await waitFor(() => expect(listCalls).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog', { name: 'Editar usuário' })).not.toBeInTheDocument();
  });

  it('shows "Erro ao editar usuário." and the reason when saving fails, and stays open', async () => {
    openPage(support, {
      [EDIT]: {
        status: 403,
        body: {
          type: 'danger',
          message: 'Só o Super Administrador pode mudar o tipo de um usuário.',
        },
      },
    });
    const { user, drawer } = await openDrawer();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Erro ao editar usuário.')).toBeInTheDocument();
    expect(within(drawer).getByRole('alert')).toHaveTextContent(
      'Só o Super Administrador pode mudar o tipo de um usuário.',
    );
    expect(screen.getByRole('dialog', { name: 'Editar usuário' })).toBeInTheDocument();
  });

  it('lets super change the type and adds a module with its last day', async () => {
    let sent: { type?: string; modules?: unknown } = {};
    openPage(superUser, {
      [EDIT]: (init) => {
        sent = JSON.parse(String(init.body)) as typeof sent;
        return { body: learner() };
      },
    });
    const { user, drawer } = await openDrawer();

    await user.selectOptions(within(drawer).getByLabelText('Tipo'), 'support');
    await user.click(within(drawer).getByRole('button', { name: 'Adicionar módulo' }));
    const module = within(drawer).getByRole('group', {
      name: 'Fundamentos da Programação Front-End',
    });
    await user.selectOptions(within(module).getByLabelText('Situação'), 'expired');
    const day = within(module).getByRole('spinbutton', { name: /dia/i });
    await user.click(day);
    await user.keyboard('31122026');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(sent.type).toBe('support'));
    expect(sent.modules).toEqual([
      {
        superBlock: 'fundamentos-da-programacao-front-end',
        expiresAt: '2026-12-31',
        status: 'expired',
      },
    ]);
  });

  it('keeps an admin read-only for another admin', async () => {
    openPage(admin, { [LIST]: page([learner({ type: 'admin' })]) });
    const { drawer } = await openDrawer();

    expect(
      within(drawer).getByText(
        'Só o Super Administrador pode editar um Administrador ou Super Administrador.',
      ),
    ).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Origem')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('unlocks an account blocked by inactivity from the drawer', async () => {
    let unlocked: unknown;
    let status = 'blocked';
    openPage(admin, {
      [STATUS]: () => ({ body: { result: { result: { status } } } }),
      'POST /api/users/unlock-user-account': (init) => {
        unlocked = JSON.parse(String(init.body));
        status = 'active';
        return { body: { type: 'success', message: 'Conta desbloqueada.' } };
      },
    });
    const { user, drawer } = await openDrawer();

    expect(await within(drawer).findByText('Bloqueada por inatividade')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Desbloquear conta' }));

    expect(await screen.findByText('Conta desbloqueada.')).toBeInTheDocument();
    expect(unlocked).toEqual({ email: 'carla@teste.dev' });
    expect(await within(drawer).findByText('Ativa')).toBeInTheDocument();
    expect(
      within(drawer).queryByRole('button', { name: 'Desbloquear conta' }),
    ).not.toBeInTheDocument();
  });
});

describe('the e-mail drawer', () => {
  const openEmails = async () => {
    const user = userEvent.setup();
    await within(await table()).findByText('Carla Souza');
    await user.click(screen.getByRole('button', { name: 'Buscar e-mails' }));
    const drawer = await screen.findByRole('dialog', { name: 'Buscar e-mails' });
    return { user, drawer };
  };

  it('lists the e-mails found from 3 characters on, each with a copy button', async () => {
    const searched: string[] = [];
    const { fetchMock } = openPage(admin, {
      'GET /user/get-emails': () => ({
        body: { emails: [{ name: 'Carla Souza', email: 'carla@teste.dev' }] },
      }),
    });
    const { user, drawer } = await openEmails();

    await user.type(within(drawer).getByLabelText('Nome ou e-mail'), 'car');

    expect(await within(drawer).findByText('carla@teste.dev')).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: 'Copiar o e-mail de Carla Souza' }),
    ).toBeInTheDocument();
    fetchMock.mock.calls.forEach(([url]) => {
      if (String(url).startsWith('/user/get-emails')) searched.push(String(url));
    });
    expect(searched).toEqual(['/user/get-emails?search=car']);
  });

  it('shows an empty list when the search fails', async () => {
    openPage(admin, {
      'GET /user/get-emails': { status: 500, body: { type: 'danger', message: 'x' } },
    });
    const { user, drawer } = await openEmails();

    await user.type(within(drawer).getByLabelText('Nome ou e-mail'), 'carla');

    expect(await within(drawer).findByText('Nenhum e-mail encontrado.')).toBeInTheDocument();
    expect(within(drawer).queryAllByRole('listitem')).toEqual([]);
  });
});
