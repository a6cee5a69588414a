import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classGroups } from '@escola/db/schema/class-groups';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { users, type NewUser } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser, type TestUserOverrides } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import { EXPORT_BATCH_SIZE } from './stream-list-export';

const DAY_MS = 24 * 60 * 60 * 1000;
const CPF = '52998224725';

const LIST_PATHS = [
  '/admin/waiting-list',
  '/admin/waiting-to-confirm-list',
  '/admin/confirmed-list',
  '/admin/reproved-and-dropout-list',
];
const EXPORT_PATHS = LIST_PATHS.map((path) => path.replace('/admin/', '/admin/export-'));

/** Approved, national group, no class group: the waiting list. */
const WAITING: Partial<NewUser> = {
  group: 'nacional-pr',
  source: '',
  registrationQuiz: 1,
  attemptedPlacementTestCounter: 1,
  studentGrade: 8,
};

describe('national programme lists', () => {
  let testApp: TestApp;
  let support: string;
  let classGroupId: string;

  const get = (url: string, cookie = support) =>
    testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const signedInAs = async (overrides: Partial<NewUser>) => {
    const { email, password } = await createTestUser({ db: testApp.db, overrides });
    const { session } = await signIn({ app: testApp.app, email, password });
    return `session=${session}`;
  };

  const insertLearner = async (overrides: TestUserOverrides) =>
    (await createTestUser({ db: testApp.db, overrides })).user;

  beforeAll(async () => {
    testApp = await buildTestApp();
    support = await signedInAs({ type: 'support' });
    const [group] = await testApp.db
      .insert(classGroups)
      .values({ name: 'Turma Paraná 1', validityType: 'durationInMonths', durationInMonths: 6 })
      .returning({ id: classGroups.id });
    classGroupId = group!.id;
    const ana = await insertLearner({ ...WAITING, name: 'Ana Espera', cpf: CPF });
    await testApp.db.insert(quizUsers).values({
      ra: '2026000001',
      name: 'Ana Espera',
      cpf: CPF,
      email: ana.email,
      state: 'PR',
      city: 'Curitiba',
      phone: '+5541987654321',
      userId: ana.id,
    });
    await insertLearner({ ...WAITING, name: '=Bruno Fórmula', group: 'nacional-ba' });
    await insertLearner({
      ...WAITING,
      name: 'Carla Convidada',
      classGroupId,
      linkedToClassDate: new Date(Date.now() - DAY_MS),
    });
    await insertLearner({
      ...WAITING,
      name: 'Davi Confirmado',
      classGroupId,
      classGroupAcceptedInvite: true,
      linkedToClassDate: new Date('2026-02-03T15:04:00.000Z'),
    });
    await insertLearner({
      ...WAITING,
      name: 'Elisa Desistente',
      group: 'nacional-ce',
      classGroupId,
      linkedToClassDate: new Date(Date.now() - 10 * DAY_MS),
    });
    await insertLearner({
      ...WAITING,
      name: 'Fábio Reprovado',
      attemptedPlacementTestCounter: 2,
      studentGrade: 5,
    });
  }, 60_000);
  afterAll(async () => testApp.close());

  describe('roles', () => {
    it.each([...LIST_PATHS, ...EXPORT_PATHS, '/states-national'])(
      '%s refuses a visitor (401) and a learner (403), and answers staff',
      async (path) => {
        expect((await get(path, '')).statusCode).toBe(401);
        const learner = await get(path, await signedInAs({ type: 'student' }));
        expect(learner.statusCode).toBe(403);
        expect(learner.json()).toEqual({ type: 'danger', message: MESSAGES.forbidden });
        expect((await get(path)).statusCode).toBe(200);
      },
    );
  });

  it('lists the eight programme states with their names and groups', async () => {
    const response = await get('/states-national');
    const { states } = response.json();
    expect(states).toHaveLength(8);
    expect(states[0]).toEqual({ code: 'PR', name: 'Paraná', group: 'nacional-pr' });
    expect(states.map((state: { group: string }) => state.group)).toContain('nacional-rn');
  });

  it('shows a waiting learner with the registration’s facts and a masked CPF', async () => {
    const response = await get('/admin/waiting-list?search=ana%20espera');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.list).toEqual([
      expect.objectContaining({
        name: 'Ana Espera',
        cpf: '***.982.247-**',
        group: 'nacional-pr',
        state: 'PR',
        city: 'Curitiba',
        phone: '+5541987654321',
        grade: 8,
        attempts: 1,
        classGroupName: null,
        linkedDate: null,
        status: 'aguardando-vaga',
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain(CPF);
    expect(body).toMatchObject({
      listSize: 1,
      listSizeKind: 'exact',
      availableGroups: ['nacional-pr', 'nacional-ba'],
      dataCount: 2,
      dataCountKind: 'exact',
    });
  });

  it('finds a learner by CPF, with or without its punctuation', async () => {
    for (const term of [CPF, '529.982.247-25']) {
      const body = (await get(`/admin/waiting-list?search=${encodeURIComponent(term)}`)).json();
      expect(body.list.map((item: { name: string }) => item.name)).toEqual(['Ana Espera']);
    }
  });

  it('filters by group and pages by cursor', async () => {
    const byGroup = (await get('/admin/waiting-list?group=nacional-ba')).json();
    expect(byGroup.list.map((item: { name: string }) => item.name)).toEqual(['=Bruno Fórmula']);
    const first = (await get('/admin/waiting-list?pageSize=1')).json();
    expect(first.list.map((item: { name: string }) => item.name)).toEqual(['=Bruno Fórmula']);
    const second = (
      await get(`/admin/waiting-list?pageSize=1&pageNumber=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.list.map((item: { name: string }) => item.name)).toEqual(['Ana Espera']);
    expect(second.nextCursor).toBeNull();
  });

  it('puts each learner on one list', async () => {
    const names = async (path: string) =>
      (await get(path)).json().list.map((item: { name: string }) => item.name);
    expect(await names('/admin/waiting-to-confirm-list')).toEqual(['Carla Convidada']);
    const confirmed = (await get('/admin/confirmed-list')).json();
    expect(confirmed.list).toEqual([
      expect.objectContaining({
        name: 'Davi Confirmado',
        classGroupName: 'Turma Paraná 1',
        linkedDate: '2026-02-03T15:04:00.000Z',
        status: 'confirmado',
      }),
    ]);
    const reproved = (await get('/admin/reproved-and-dropout-list')).json();
    expect(
      reproved.list.map((item: { name: string; status: string }) => [item.name, item.status]),
    ).toEqual([
      ['Elisa Desistente', 'desistente'],
      ['Fábio Reprovado', 'reprovado'],
    ]);
    expect(reproved.availableStatuses).toEqual(['reprovado', 'desistente']);
    expect(reproved.availableGroups).toEqual(['nacional-pr', 'nacional-ce']);
  });

  it('filters the reproved list by status', async () => {
    const body = (await get('/admin/reproved-and-dropout-list?status=desistente')).json();
    expect(body.list.map((item: { name: string }) => item.name)).toEqual(['Elisa Desistente']);
    expect(body).toMatchObject({ listSize: 1, dataCount: 2 });
  });

  it.each([
    ['an unknown group', '/admin/waiting-list?group=nacional-sp'],
    ['an unknown status', '/admin/reproved-and-dropout-list?status=aprovado'],
    ['a status on a list without statuses', '/admin/waiting-list?status=reprovado'],
    ['an unknown sort field', '/admin/confirmed-list?sort=cpf'],
    ['page 0', '/admin/waiting-to-confirm-list?pageNumber=0'],
    ['a page size of 10,000', '/admin/waiting-list?pageSize=10000'],
    ['a broken cursor', '/admin/waiting-list?cursor=nao-e-cursor'],
    ['an unknown group on an export', '/admin/export-confirmed-list?group=nacional-sp'],
    ['an unknown status on an export', '/admin/export-reproved-and-dropout-list?status=x'],
  ])('answers %s with a 400 Portuguese flash', async (_label, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message: expect.any(String) });
  });

  describe('exports', () => {
    const readWorkbook = async (payload: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(payload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };

    it('sends the confirmed list as an .xlsx named by the list and group', async () => {
      const response = await get('/admin/export-confirmed-list?group=nacional-pr');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="confirmados_nacional-pr_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.xlsx"$/,
      );
      const rows = await readWorkbook(response.rawPayload);
      expect(rows[0]).toEqual([
        'Nome',
        'E-mail',
        'Usuário',
        'CPF',
        'Grupo',
        'Estado',
        'Cidade',
        'Telefone',
        'Nota',
        'Tentativas',
        'Turma',
        'Vinculado à turma em',
        'Situação',
      ]);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toEqual([
        'Davi Confirmado',
        expect.stringMatching(/@teste\.escola\.dev$/),
        expect.any(String),
        undefined,
        'nacional-pr',
        undefined,
        undefined,
        undefined,
        8,
        1,
        'Turma Paraná 1',
        // 15:04 UTC is 12:04 in Brasília.
        '03/02/2026 12:04',
        'Confirmado',
      ]);
    });

    it('names a file of every group "geral", masks the CPF and keeps formulas as text', async () => {
      const response = await get('/admin/export-waiting-list');
      expect(response.headers['content-disposition']).toMatch(/filename="aguardando-vaga_geral_/);
      const rows = await readWorkbook(response.rawPayload);
      expect(rows.slice(1).map((row) => row[0])).toEqual(["'=Bruno Fórmula", 'Ana Espera']);
      expect(rows[2]!.slice(3, 8)).toEqual([
        '***.982.247-**',
        'nacional-pr',
        'PR',
        'Curitiba',
        '(41) 98765-4321',
      ]);
    });

    it('applies the status filter and names the reproved file', async () => {
      const response = await get('/admin/export-reproved-and-dropout-list?status=reprovado');
      expect(response.headers['content-disposition']).toMatch(
        /filename="desistentes-reprovados_geral_/,
      );
      const rows = await readWorkbook(response.rawPayload);
      expect(rows.slice(1).map((row) => [row[0], row[12]])).toEqual([
        ['Fábio Reprovado', 'Reprovado'],
      ]);
    });

    it('writes a list longer than one batch whole, in order', async () => {
      const count = EXPORT_BATCH_SIZE + 7;
      const learners = Array.from({ length: count }, (_, index) => ({
        ...WAITING,
        group: 'nacional-rn',
        name: `Lote ${String(index).padStart(5, '0')}`,
        username: `lote-${index}`,
        email: `lote-${index}@teste.escola.dev`,
      }));
      for (let start = 0; start < count; start += 500) {
        await testApp.db.insert(users).values(learners.slice(start, start + 500));
      }
      const response = await get('/admin/export-waiting-to-confirm-list?group=nacional-rn');
      expect(await readWorkbook(response.rawPayload)).toHaveLength(1);
      const full = await get('/admin/export-waiting-list?group=nacional-rn');
      const rows = await readWorkbook(full.rawPayload);
      expect(rows).toHaveLength(count + 1);
      expect(rows.slice(1).map((row) => row[0])).toEqual(learners.map((learner) => learner.name));
    }, 60_000);
  });
});

describe('an export whose first read fails', () => {
  it('answers a 500 flash before any byte of the file', async () => {
    const testApp = await buildTestApp();
    const { email, password } = await createTestUser({
      db: testApp.db,
      overrides: { type: 'admin' },
    });
    const { session } = await signIn({ app: testApp.app, email, password });
    // The session is cached by the app; the list's own query then meets a missing table.
    await testApp.db.execute('alter table quiz_users rename to quiz_users_fora');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/admin/export-waiting-list',
      headers: { cookie: `session=${session}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.unexpected });
    expect(response.headers['content-disposition']).toBeUndefined();
    await testApp.close();
  });
});
