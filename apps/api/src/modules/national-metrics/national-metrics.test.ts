// Issue 19: the national department's metrics — the dashboard's JSON and the PDF, on a small
// programme whose every number is known: one learner on each list of PR, one of BA, learners
// outside the eight groups (never counted), certificates, class groups paged by the
// configuration's records per report; the role matrix and bad pages.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetAdminReportNationalMetricsResponse } from '@escola/contracts/get-admin-report-national-metrics';
import { certificates } from '@escola/db/schema/certificates';
import { classGroups } from '@escola/db/schema/class-groups';
import { featureConfig } from '@escola/db/schema/feature-config';
import type { NewUser } from '@escola/db/schema/users';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser, type TestUserOverrides } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';

const JSON_PATH = '/api/admin/report/national-metrics';
const PDF_PATH = '/api/admin/report/national-departament-metrics';
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const PAGE_SIZE = 10;

describe('national department metrics', () => {
  let testApp: TestApp;
  const cookies: Record<string, string> = {};
  let code = 0;

  const get = (url: string, cookie: string | undefined = cookies.admin) =>
    testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const signedInAs = async (overrides: Partial<NewUser>) => {
    const { email, password } = await createTestUser({ db: testApp.db, overrides });
    const { session } = await signIn({ app: testApp.app, email, password });
    return `session=${session}`;
  };

  const learner = async (overrides: TestUserOverrides) =>
    (await createTestUser({ db: testApp.db, overrides: { group: 'nacional-pr', ...overrides } }))
      .user;

  const certify = async (userId: string, certSlug: string) => {
    code += 1;
    await testApp.db.insert(certificates).values({
      userId,
      certSlug,
      holderName: 'Estudante',
      verificationCode: `ABCDEFGH${String(code).padStart(4, '0')}`,
    });
  };

  const classGroup = async (name: string) => {
    const [row] = await testApp.db
      .insert(classGroups)
      .values({ name, validityType: 'durationInMonths', durationInMonths: 6 })
      .returning({ id: classGroups.id });
    return row!.id;
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    for (const type of ['student', 'support', 'admin', 'super'] as const) {
      cookies[type] = await signedInAs({ type });
    }
    await testApp.db.insert(featureConfig).values({ config: { reportPageSize: PAGE_SIZE } });
    const alfa = await classGroup('Turma Alfa');
    const beta = await classGroup('Turma Beta "Noite"');
    for (let index = 1; index <= 12; index += 1) {
      await classGroup(`Turma Vazia ${String(index).padStart(2, '0')}`);
    }
    // PR: one learner on each list, and one on none (still to take the placement test).
    await learner({ studentGrade: 8, attemptedPlacementTestCounter: 1 });
    const confirmed = await learner({
      studentGrade: 9,
      attemptedPlacementTestCounter: 1,
      classGroupId: alfa,
      classGroupAcceptedInvite: true,
      linkedToClassDate: daysAgo(20),
    });
    await learner({
      studentGrade: 7.5,
      attemptedPlacementTestCounter: 2,
      classGroupId: alfa,
      linkedToClassDate: daysAgo(1),
    });
    await learner({
      studentGrade: 8,
      attemptedPlacementTestCounter: 1,
      classGroupId: beta,
      linkedToClassDate: daysAgo(10),
    });
    await learner({ registrationQuiz: 1, studentGrade: 5, attemptedPlacementTestCounter: 2 });
    await learner({ registrationQuiz: 1, needsPlacementTest: true });
    // BA: one on the waiting list.
    const bahia = await learner({
      group: 'nacional-ba',
      studentGrade: 10,
      attemptedPlacementTestCounter: 1,
    });
    // Outside the eight groups: never counted, even in a class group or with certificates.
    const saoPaulo = await learner({
      group: 'nacional-sp',
      studentGrade: 9,
      attemptedPlacementTestCounter: 1,
      classGroupId: alfa,
      classGroupAcceptedInvite: true,
    });
    await learner({ group: '' });
    await certify(confirmed.id, 'fundamentos-da-programacao-front-end');
    await certify(confirmed.id, 'participacao-1');
    await certify(bahia.id, 'participacao-1');
    await certify(saoPaulo.id, 'react');
  });

  afterAll(async () => {
    await testApp.close();
  });

  const readMetrics = async (url = JSON_PATH) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json() as GetAdminReportNationalMetricsResponse;
  };

  it('counts each state’s learners by list and by placement result', async () => {
    const metrics = await readMetrics();
    expect(metrics.states.map((state) => state.state)).toEqual([
      'PR',
      'PI',
      'RR',
      'CE',
      'AM',
      'RS',
      'BA',
      'RN',
    ]);
    const [pr] = metrics.states;
    expect(pr).toEqual({
      state: 'PR',
      group: 'nacional-pr',
      learners: 6,
      statuses: {
        'aguardando-vaga': 1,
        'aguardando-confirmacao': 1,
        confirmado: 1,
        reprovado: 1,
        desistente: 1,
        outros: 1,
      },
      placement: { notTaken: 1, passed: 4, failed: 1, firstAttempt: 3, secondAttempt: 2 },
    });
    expect(metrics.states.find((state) => state.state === 'BA')).toMatchObject({
      learners: 1,
      statuses: { 'aguardando-vaga': 1, outros: 0 },
    });
    expect(metrics.states.find((state) => state.state === 'RN')).toMatchObject({
      learners: 0,
      placement: { notTaken: 0, passed: 0 },
    });
    expect(metrics.totals).toMatchObject({
      learners: 7,
      statuses: { 'aguardando-vaga': 2, confirmado: 1, desistente: 1 },
      placement: { passed: 5, failed: 1, notTaken: 1 },
    });
  });

  it('counts the programme learners holding each trilha’s and stage’s certificate', async () => {
    const { completion } = await readMetrics();
    const bySlug = Object.fromEntries(completion.map((entry) => [entry.slug, entry]));
    expect(completion).toHaveLength(8);
    expect(bySlug['fundamentos-da-programacao-front-end']).toMatchObject({
      kind: 'certification',
      learners: 1,
    });
    expect(bySlug['participacao-1']).toMatchObject({ kind: 'participation', learners: 2 });
    expect(bySlug.react?.learners).toBe(0);
  });

  it('pages the class groups by the configured records per report, by name', async () => {
    const first = await readMetrics();
    expect(first.classGroups).toMatchObject({ listSize: 14, pageNumber: 1, pageSize: PAGE_SIZE });
    expect(first.classGroups.list).toHaveLength(PAGE_SIZE);
    expect(first.classGroups.list[0]).toMatchObject({
      name: 'Turma Alfa',
      // Three members; the São Paulo learner is outside the programme's statuses.
      learners: 3,
      confirmed: 1,
      waitingToConfirm: 1,
      dropouts: 0,
      reproved: 0,
    });
    expect(first.classGroups.list[1]).toMatchObject({
      name: 'Turma Beta "Noite"',
      learners: 1,
      dropouts: 1,
    });
    const second = await readMetrics(`${JSON_PATH}?pageNumber=2`);
    expect(second.classGroups.list.map((group) => group.name)).toEqual([
      'Turma Vazia 09',
      'Turma Vazia 10',
      'Turma Vazia 11',
      'Turma Vazia 12',
    ]);
    expect((await readMetrics(`${JSON_PATH}?pageNumber=3`)).classGroups.list).toEqual([]);
    expect(first.classGroups.chart.slice(0, 2)).toEqual([
      { label: 'Turma Alfa', value: 3 },
      { label: 'Turma Beta "Noite"', value: 1 },
    ]);
    expect(first.classGroups.chart.at(-1)).toEqual({ label: 'Demais turmas (4)', value: 0 });
  });

  it('sends the PDF, named by the time, with the numbers in its text', async () => {
    const response = await get(PDF_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="metricas-nacional-\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    const flat = text.replaceAll(/\s+/g, ' ');
    expect(flat).toContain('Métricas do programa nacional');
    expect(flat).toMatch(/Gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)/);
    // PR's row: learners, then waiting, to confirm, confirmed, reproved, dropouts, others.
    expect(flat).toContain('PR 6 1 1 1 1 1 1');
    expect(flat).toContain('Total 7 2 1 1 1 1 1');
    // Placement: not taken, passed, failed, 1 attempt, 2 attempts, pass rate.
    expect(flat).toContain('PR 1 4 1 3 2 80,0%');
    // Dropouts: reproved, dropouts, both, dropout rate (1 of 3 invited).
    expect(flat).toContain('PR 1 1 2 33,3%');
    expect(flat).toContain('Turma Beta "Noite" 1 0 0 1 0');
    expect(flat).toContain('Turma Vazia 12');
    expect(flat).toContain('Demais turmas (4)');
    expect(flat).toContain('1ª matrícula: Fundamentos da programação front-end');
  });

  it('puts at most the configured records per report on a PDF page', async () => {
    const pdf = (await get(PDF_PATH)).rawPayload;
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { text } = await extractText(document, { mergePages: false });
    const pageOf = (name: string) => text.findIndex((page) => page.includes(name));
    // 14 groups, 10 a page: the table goes on at the next page under its header again.
    expect(pageOf('Turma Vazia 08')).toBeLessThan(pageOf('Turma Vazia 09'));
    expect(text[pageOf('Turma Vazia 09')]).toContain('2. Estudantes por turma (continuação)');
  });

  it.each([
    ['a visitor', 401, undefined],
    ['a learner', 403, 'student'],
    ['support', 200, 'support'],
    ['an admin', 200, 'admin'],
    ['super', 200, 'super'],
  ] as const)('answers %s with %i on both calls', async (_label, status, role) => {
    for (const path of [JSON_PATH, PDF_PATH]) {
      const response = await get(path, role ? cookies[role] : '');
      expect(response.statusCode).toBe(status);
      if (status !== 200) {
        expect(response.json()).toMatchObject({ type: 'danger' });
        expect(response.headers['content-disposition']).toBeUndefined();
      }
    }
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['999999']])(
    'answers page %s with a 400 Portuguese flash',
    async (page) => {
      const response = await get(`${JSON_PATH}?pageNumber=${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'danger',
        message: expect.stringContaining('Informe uma página válida (um número a partir de 1).'),
      });
    },
  );

  it('answers an unknown parameter with a 400', async () => {
    const response = await get(`${JSON_PATH}?formato=xlsx`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'danger' });
  });
});
