import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizUsers, type NewQuizUser } from '@escola/db/schema/quiz-users';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { cpfFrom } from '../quiz-user/test-helpers';
import { cookieOf, getAs, uniqueToken } from './test-helpers';

let cpfBase = 310_000_000;
const nextCpf = () => {
  cpfBase += 1;
  return cpfFrom(cpfBase);
};

describe('GET /quiz-user/answered-quiz', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    cookie = await cookieOf({ testApp, type: 'support' });
  });
  afterAll(async () => testApp.close());

  const insertQuizUsers = async (token: string, rows: Partial<NewQuizUser>[]) => {
    const inserted = await testApp.db
      .insert(quizUsers)
      .values(
        rows.map((row, index) => {
          const cpf = row.cpf ?? nextCpf();
          return {
            ra: `2025-${token}-${index}`,
            name: `Pessoa ${token} ${index}`,
            email: `quiz-${token}-${index}@teste.escola.dev`,
            state: 'CE',
            city: 'Fortaleza',
            registrationQuiz: 1,
            ...row,
            cpf,
          };
        }),
      )
      .returning();
    return inserted;
  };

  const list = async (query: string) => {
    const response = await getAs({ testApp, url: `/quiz-user/answered-quiz?${query}`, cookie });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const namesOf = (answer: { list: { name: string }[] }) => answer.list.map(({ name }) => name);

  it('lists the newest first, five per page, with the CPF masked and the result summary', async () => {
    const token = uniqueToken();
    const cpf = nextCpf();
    const { id: userId } = (await createTestUser({ db: testApp.db })).user;
    await insertQuizUsers(token, [
      { createdAt: new Date('2025-01-01T12:00:00Z') },
      {
        cpf,
        createdAt: new Date('2025-01-03T12:00:00Z'),
        userId,
        registrationQuiz: 2,
        userResult: { points: 11, answeredAt: '2025-01-03T12:05:00.000Z', registrationQuiz: 2 },
      },
      { createdAt: new Date('2025-01-02T12:00:00Z') },
    ]);

    const answer = await list(`search=${token}`);

    expect(namesOf(answer)).toEqual([
      `Pessoa ${token} 1`,
      `Pessoa ${token} 2`,
      `Pessoa ${token} 0`,
    ]);
    expect(answer).toMatchObject({
      listSize: 3,
      listSizeKind: 'exact',
      pageNumber: 1,
      pageSize: 5,
    });
    expect(answer.list[0]).toEqual({
      id: expect.any(String),
      ra: `2025-${token}-1`,
      name: `Pessoa ${token} 1`,
      email: `quiz-${token}-1@teste.escola.dev`,
      cpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
      state: 'CE',
      city: 'Fortaleza',
      registrationQuiz: 2,
      result: { points: 11, answeredAt: '2025-01-03T12:05:00.000Z' },
      createdAt: '2025-01-03T12:00:00.000Z',
      hasAccount: true,
    });
    expect(answer.list[1]).toMatchObject({ result: null, hasAccount: false });
    expect(JSON.stringify(answer)).not.toContain(cpf);
  });

  it('finds by name or e-mail contains (case and wildcards taken literally) and by an exact CPF', async () => {
    const token = uniqueToken();
    const cpf = nextCpf();
    await insertQuizUsers(token, [
      { name: `Joana ${token}`, email: `joana-${token}@teste.escola.dev`, cpf },
      { name: `Pedro ${token}`, email: `pedro_${token}@teste.escola.dev` },
    ]);

    expect(namesOf(await list(`search=JOANA%20${token.toUpperCase()}`))).toEqual([
      `Joana ${token}`,
    ]);
    expect(namesOf(await list(`search=pedro_${token}`))).toEqual([`Pedro ${token}`]);
    // "_" is not a wildcard: "joana_" does not match "joana-".
    expect(namesOf(await list(`search=joana_${token}`))).toEqual([]);
    const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    expect(namesOf(await list(`search=${encodeURIComponent(formatted)}`))).toEqual([
      `Joana ${token}`,
    ]);
  });

  it('filters by state, quiz variant and linked account', async () => {
    const token = uniqueToken();
    const { id: userId } = (await createTestUser({ db: testApp.db })).user;
    await insertQuizUsers(token, [
      { name: `A ${token}`, state: 'SP', registrationQuiz: 1 },
      { name: `B ${token}`, state: 'CE', registrationQuiz: 2, userId },
      { name: `C ${token}`, state: 'CE', registrationQuiz: 1 },
    ]);

    const sorted = async (query: string) =>
      namesOf(await list(`search=${token}&sort=name&order=asc&${query}`));
    expect(await sorted('state=ce')).toEqual([`B ${token}`, `C ${token}`]);
    expect(await sorted('registrationQuiz=1')).toEqual([`A ${token}`, `C ${token}`]);
    expect(await sorted('hasAccount=true')).toEqual([`B ${token}`]);
    expect(await sorted('hasAccount=false')).toEqual([`A ${token}`, `C ${token}`]);
    expect(await sorted('state=CE&registrationQuiz=1&hasAccount=false')).toEqual([`C ${token}`]);
  });

  it('reads the date range as calendar days of the school time zone, both ends included', async () => {
    const token = uniqueToken();
    await insertQuizUsers(token, [
      // 2025-03-09 23:30 in São Paulo (UTC-3): still the 9th for the school.
      { name: `Noite ${token}`, createdAt: new Date('2025-03-10T02:30:00Z') },
      // 2025-03-10 00:00 in São Paulo.
      { name: `Meia-noite ${token}`, createdAt: new Date('2025-03-10T03:00:00Z') },
      { name: `Fim ${token}`, createdAt: new Date('2025-03-12T02:59:59Z') },
      { name: `Depois ${token}`, createdAt: new Date('2025-03-12T03:00:00Z') },
    ]);

    const range = async (startDate: string, endDate: string) =>
      namesOf(await list(`search=${token}&startDate=${startDate}&endDate=${endDate}`));
    expect(await range('2025-03-09', '2025-03-09')).toEqual([`Noite ${token}`]);
    expect(await range('2025-03-10', '2025-03-11')).toEqual([
      `Fim ${token}`,
      `Meia-noite ${token}`,
    ]);
    // An end before the start is what was asked: nothing.
    expect(await range('2025-03-11', '2025-03-10')).toEqual([]);
  });

  it('pages by keyset: the cursor of a page leads to the next, with no row twice', async () => {
    const token = uniqueToken();
    const sameInstant = new Date('2024-06-01T12:00:00Z');
    await insertQuizUsers(
      token,
      Array.from({ length: 7 }, (_, index) => ({
        name: `Pessoa ${token} ${index}`,
        // Three share an instant: the id breaks the tie.
        createdAt: index < 3 ? sameInstant : new Date(sameInstant.getTime() + index * 60_000),
      })),
    );

    const first = await list(`search=${token}&pageSize=3`);
    const second = await list(`search=${token}&pageSize=3&pageNumber=2&cursor=${first.nextCursor}`);
    const third = await list(`search=${token}&pageSize=3&pageNumber=3&cursor=${second.nextCursor}`);
    const offsetSecond = await list(`search=${token}&pageSize=3&pageNumber=2`);

    const seen = [...namesOf(first), ...namesOf(second), ...namesOf(third)];
    expect(new Set(seen).size).toBe(7);
    expect(namesOf(first)).toEqual([`Pessoa ${token} 6`, `Pessoa ${token} 5`, `Pessoa ${token} 4`]);
    expect(namesOf(second)).toEqual(namesOf(offsetSecond));
    expect(third.nextCursor).toBeNull();
    expect(third.list).toHaveLength(1);
    expect(first.listSize).toBe(7);
  });

  it.each([
    ['an unknown sort field', 'sort=cpf', /^Campo inválido: sort\./],
    ['page 0', 'pageNumber=0', /^Campo inválido: pageNumber\./],
    ['a page size of 10,000', 'pageSize=10000', /^Campo inválido: pageSize\./],
    [
      'an invalid start date',
      'startDate=2025-02-30&endDate=2025-03-01',
      /^Campo inválido: startDate\./,
    ],
    [
      'a date in another format',
      'startDate=01/03/2025&endDate=2025-03-01',
      /^Campo inválido: startDate\./,
    ],
    [
      'a start date alone',
      'startDate=2025-03-01',
      /^Campo inválido: endDate\. Informe as duas datas/,
    ],
    [
      'an end date alone',
      'endDate=2025-03-01',
      /^Campo inválido: startDate\. Informe as duas datas/,
    ],
    ['an unknown state', 'state=XX', /^Campo inválido: state\./],
    ['a third quiz variant', 'registrationQuiz=3', /^Campo inválido: registrationQuiz\./],
    ['an unknown parameter', 'cpf=123', /^Campo inválido/],
    ['a broken cursor', 'cursor=nao-e-cursor', /^Página inválida/],
  ])('answers %s with a 400 Portuguese flash', async (_label, query, message) => {
    const response = await getAs({ testApp, url: `/quiz-user/answered-quiz?${query}`, cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message: expect.stringMatching(message) });
  });
});
