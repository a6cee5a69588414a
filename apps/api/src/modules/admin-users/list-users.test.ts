import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem } from '@escola/contracts/get-user-management-all-users';
import { userModules } from '@escola/db/schema/user-modules';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import type { Caller } from '../../testing/request-as';
import { visitorOf } from '../../testing/request-as';
import {
  callAs,
  createClassGroup,
  signedInCaller,
  startTestAppAs,
  uniqueTag,
} from './admin-users-test-helpers';

type Page = {
  list: UserListItem[];
  listSize: number;
  listSizeKind: string;
  pageNumber: number;
  pageSize: number;
  nextCursor: string | null;
};

describe('GET /user-management/all-users', () => {
  let testApp: TestApp;
  let support: Caller;

  beforeAll(async () => {
    ({ testApp, caller: support } = await startTestAppAs({ overrides: { type: 'support' } }));
  });
  afterAll(async () => testApp.close());

  const list = async (query: string, caller: Caller = support) => {
    const response = await callAs({
      testApp,
      caller,
      url: `/user-management/all-users${query === '' ? '' : `?${query}`}`,
    });
    return { response, page: response.json() as Page };
  };

  /** Users of a group of their own, with the given names (and more fields). */
  const createGroupUsers = async (
    entries: readonly { name: string; [field: string]: unknown }[],
  ) => {
    const group = uniqueTag('grupo');
    const created = [];
    for (const entry of entries) {
      created.push((await createTestUser({ db: testApp.db, overrides: { group, ...entry } })).user);
    }
    return { group, created };
  };

  it('answers the first page by name with every field of an item, modules and class group', async () => {
    const classGroup = await createClassGroup({ db: testApp.db, name: 'Turma Campos' });
    const { group, created } = await createGroupUsers([
      {
        name: 'Bruna Campos',
        access: 'modular',
        source: 'pagantes-modular',
        classGroupId: classGroup.id,
        blockedByInactivityAt: new Date(),
      },
      { name: 'Ana Campos', deleteRequestedAt: new Date() },
    ]);
    const bruna = created[0]!;
    await testApp.db.insert(userModules).values({
      userId: bruna.id,
      superBlock: 'react',
      status: 'expired',
      expiresAt: new Date('2026-01-31T12:00:00Z'),
    });

    const { response, page } = await list(`group=${group}`);

    expect(response.statusCode).toBe(200);
    expect(page).toMatchObject({
      listSize: 2,
      listSizeKind: 'exact',
      pageNumber: 1,
      pageSize: 50,
      nextCursor: null,
    });
    expect(page.list.map((user) => user.name)).toEqual(['Ana Campos', 'Bruna Campos']);
    expect(page.list[0]).toMatchObject({ deleteRequested: true, classGroup: null, modules: [] });
    expect(page.list[1]).toEqual({
      id: bruna.id,
      name: 'Bruna Campos',
      username: bruna.username,
      email: bruna.email,
      type: 'student',
      access: 'modular',
      source: 'pagantes-modular',
      group,
      classGroup: { id: classGroup.id, name: 'Turma Campos' },
      joinDate: bruna.joinDate.toISOString(),
      isBlockedByInactivity: true,
      deleteRequested: false,
      modules: [{ superBlock: 'react', status: 'expired', expiresAt: '2026-01-31T12:00:00.000Z' }],
    });
  });

  it('searches name, username and e-mail as "contains", case-insensitively', async () => {
    const token = uniqueTag('xq');
    const { group, created } = await createGroupUsers([
      { name: `Carla ${token.toUpperCase()} Souza` },
      { name: 'Outra Pessoa', username: `user-${token}` },
      { name: 'Mais Uma', email: `${token}@teste.escola.dev` },
      { name: 'Não Aparece' },
    ]);

    const { page } = await list(`group=${group}&search=${token.slice(2)}`);

    expect(page.list.map((user) => user.id).sort()).toEqual(
      created
        .slice(0, 3)
        .map((user) => user.id)
        .sort(),
    );
    expect(page.listSize).toBe(3);
  });

  it('finds a whole e-mail address exactly, in any letter case, not inside longer addresses', async () => {
    const tag = uniqueTag('exato');
    const { created } = await createGroupUsers([
      { name: 'Ana Exata', email: `ana-${tag}@teste.escola.dev` },
      { name: 'Joana Parecida', email: `joana-${tag}@teste.escola.dev` },
    ]);

    const { page } = await list(`search=${encodeURIComponent(`ANA-${tag}@teste.escola.dev`)}`);

    expect(page.list.map((user) => user.id)).toEqual([created[0]!.id]);
    expect(page.listSize).toBe(1);
  });

  it('takes % and _ in a search term literally', async () => {
    const { group } = await createGroupUsers([{ name: 'Cem % Certo' }, { name: 'Cem Xx Certo' }]);

    const percent = await list(`group=${group}&search=${encodeURIComponent('m % c')}`);
    const underscore = await list(`group=${group}&search=${encodeURIComponent('cem _')}`);

    expect(percent.page.list.map((user) => user.name)).toEqual(['Cem % Certo']);
    expect(underscore.page.list).toEqual([]);
  });

  it('finds a user by CPF, with or without dots and dash, and only by the exact CPF', async () => {
    const { created } = await createGroupUsers([{ name: 'Dora Cpf', cpf: '52998224725' }]);

    const plain = await list('search=52998224725');
    const masked = await list(`search=${encodeURIComponent('529.982.247-25')}`);
    const partial = await list('search=529982247');

    expect(plain.page.list.map((user) => user.id)).toEqual([created[0]!.id]);
    expect(masked.page.list.map((user) => user.id)).toEqual([created[0]!.id]);
    expect(partial.page.list).toEqual([]);
  });

  it('filters by access, type, group and class group, each alone and together', async () => {
    const turma = await createClassGroup({ db: testApp.db, name: 'Turma Filtro' });
    const { group, created } = await createGroupUsers([
      { name: 'Eva Bloqueada', access: 'blocked' },
      { name: 'Fabi Suporte', type: 'support', access: 'complete' },
      { name: 'Gil Turma', classGroupId: turma.id, access: 'complete' },
    ]);
    const [eva, fabi, gil] = created;
    const idsOf = async (query: string) =>
      (await list(`group=${group}&${query}`)).page.list.map((user) => user.id);

    expect(await idsOf('access=blocked')).toEqual([eva!.id]);
    expect(await idsOf('type=support')).toEqual([fabi!.id]);
    expect(await idsOf(`classGroupId=${turma.id}`)).toEqual([gil!.id]);
    expect(await idsOf('access=complete&type=student')).toEqual([gil!.id]);
    expect(await idsOf('')).toEqual([eva!.id, fabi!.id, gil!.id]);
    expect((await list(`group=${uniqueTag('vazio')}`)).page).toMatchObject({
      list: [],
      listSize: 0,
    });
  });

  it.each([
    ['name', 'asc', ['Ana', 'Bia', 'Caio']],
    ['name', 'desc', ['Caio', 'Bia', 'Ana']],
    ['email', 'asc', ['Caio', 'Ana', 'Bia']],
    ['username', 'asc', ['Bia', 'Caio', 'Ana']],
    ['joinDate', 'asc', ['Bia', 'Ana', 'Caio']],
    ['joinDate', 'desc', ['Caio', 'Ana', 'Bia']],
  ])('sorts by %s %s', async (sort, order, expected) => {
    const tag = uniqueTag('o');
    const { group } = await createGroupUsers([
      {
        name: 'Ana',
        email: `b-${tag}@teste.escola.dev`,
        username: `c-${tag}`,
        joinDate: new Date('2025-02-01T00:00:00Z'),
      },
      {
        name: 'Bia',
        email: `c-${tag}@teste.escola.dev`,
        username: `a-${tag}`,
        joinDate: new Date('2025-01-01T00:00:00Z'),
      },
      {
        name: 'Caio',
        email: `a-${tag}@teste.escola.dev`,
        username: `b-${tag}`,
        joinDate: new Date('2025-03-01T00:00:00Z'),
      },
    ]);

    const { page } = await list(`group=${group}&sort=${sort}&order=${order}`);

    expect(page.list.map((user) => user.name)).toEqual(expected);
  });

  it('pages by keyset: the cursor of page 1 gives page 2 without overlap, then the end', async () => {
    const names = ['Ivo', 'Ivo', 'Ivo', 'Jade', 'Kim', 'Lia', 'Mel'];
    const { group, created } = await createGroupUsers(names.map((name) => ({ name })));

    const first = await list(`group=${group}&pageSize=3`);
    const second = await list(
      `group=${group}&pageSize=3&pageNumber=2&cursor=${first.page.nextCursor}`,
    );
    const third = await list(
      `group=${group}&pageSize=3&pageNumber=3&cursor=${second.page.nextCursor}`,
    );
    const byOffset = await list(`group=${group}&pageSize=3&pageNumber=2`);

    const ids = (page: Page) => page.list.map((user) => user.id);
    expect(first.page.nextCursor).toEqual(expect.any(String));
    expect(ids(second.page)).toHaveLength(3);
    expect(ids(second.page).filter((id) => ids(first.page).includes(id))).toEqual([]);
    expect(second.page.pageNumber).toBe(2);
    expect(ids(third.page)).toHaveLength(1);
    expect(third.page.nextCursor).toBeNull();
    expect(new Set([...ids(first.page), ...ids(second.page), ...ids(third.page)])).toEqual(
      new Set(created.map((user) => user.id)),
    );
    expect(ids(byOffset.page)).toEqual(ids(second.page));
  });

  it('pages through a class group by name, both ways, and places a renamed learner anew', async () => {
    const turma = await createClassGroup({ db: testApp.db, name: uniqueTag('Turma Páginas') });
    const names = ['Rui', 'Ana', 'Ivo', 'Ivo', 'Lia'];
    const { created } = await createGroupUsers(
      names.map((name) => ({ name, classGroupId: turma.id })),
    );
    const walk = async (order: 'asc' | 'desc') => {
      const query = `classGroupId=${turma.id}&order=${order}&pageSize=2`;
      const seen: string[] = [];
      let page = (await list(query)).page;
      seen.push(...page.list.map((user) => user.name));
      for (let number = 2; page.nextCursor; number += 1) {
        page = (await list(`${query}&pageNumber=${number}&cursor=${page.nextCursor}`)).page;
        seen.push(...page.list.map((user) => user.name));
      }
      return seen;
    };

    expect(await walk('asc')).toEqual(['Ana', 'Ivo', 'Ivo', 'Lia', 'Rui']);
    expect(await walk('desc')).toEqual(['Rui', 'Lia', 'Ivo', 'Ivo', 'Ana']);
    await testApp.db.update(users).set({ name: 'Bia' }).where(eq(users.id, created[0]!.id));
    expect(await walk('asc')).toEqual(['Ana', 'Bia', 'Ivo', 'Ivo', 'Lia']);
    expect((await list(`classGroupId=${turma.id}`)).page.listSize).toBe(5);
  });

  it('pages by keyset on join date, descending', async () => {
    const { group } = await createGroupUsers(
      [1, 2, 3, 4].map((day) => ({
        name: `Dia ${day}`,
        joinDate: new Date(`2025-05-0${day}T10:00:00.123456Z`),
      })),
    );
    const query = `group=${group}&sort=joinDate&order=desc&pageSize=2`;

    const first = await list(query);
    const second = await list(`${query}&pageNumber=2&cursor=${first.page.nextCursor}`);

    expect(first.page.list.map((user) => user.name)).toEqual(['Dia 4', 'Dia 3']);
    expect(second.page.list.map((user) => user.name)).toEqual(['Dia 2', 'Dia 1']);
  });

  it('answers a class group that does not exist with a 404 Portuguese flash', async () => {
    const { response } = await list('classGroupId=6f1c1a3e-1c1d-4f7a-9a55-0d3f5a2b9c10');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.usersClassGroupNotFound });
  });

  it.each([
    ['an unknown sort field', 'sort=password'],
    ['page 0', 'pageNumber=0'],
    ['a page size of 10,000', 'pageSize=10000'],
    ['an unknown access level', 'access=vip'],
    ['an unknown type', 'type=robot'],
    ['a class group id that is not a uuid', 'classGroupId=42'],
    ['an unknown filter', 'cor=azul'],
    ['a search over 100 characters', `search=${'a'.repeat(101)}`],
  ])('answers %s with a 400 Portuguese flash', async (_label, query) => {
    const { response } = await list(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: /);
  });

  it.each([['não-base64'], ['WyJhIl0'], [Buffer.from('[1,2]').toString('base64url')]])(
    'answers the bad cursor %s with a 400 flash',
    async (cursor) => {
      const { response } = await list(`cursor=${encodeURIComponent(cursor)}`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.invalidListCursor });
    },
  );

  it('refuses a visitor (401) and a learner (403), and lets admin and super in', async () => {
    const visitor = await callAs({
      testApp,
      caller: await visitorOf(testApp.app),
      url: '/user-management/all-users',
    });
    const { caller: learner } = await signedInCaller({ testApp });
    const { caller: admin } = await signedInCaller({ testApp, overrides: { type: 'admin' } });
    const { caller: superUser } = await signedInCaller({ testApp, overrides: { type: 'super' } });

    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
    expect((await list('', learner)).response.statusCode).toBe(403);
    expect((await list('', admin)).response.statusCode).toBe(200);
    expect((await list('', superUser)).response.statusCode).toBe(200);
  });
});
