import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NACIONAL_COMPLETE_REGISTER_PATH } from '@escola/contracts/put-nacional-complete-register';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { NATIONAL, call, sessionUserOf, createLearner } from './test-helpers';

const BODY = { birthDate: '2000-05-17', state: 'PR', city: 'Curitiba' };

describe('PUT /nacional/complete-register (/data-complement)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const recordOf = async (userId: string) => {
    const [user] = await testApp.db
      .select({ cpf: users.cpf, complement: users.nationalDataComplement })
      .from(users)
      .where(eq(users.id, userId));
    const quiz = await testApp.db
      .select({
        cpf: quizUsers.cpf,
        birthDate: quizUsers.birthDate,
        state: quizUsers.state,
        city: quizUsers.city,
        completed: quizUsers.registrationCompletedAt,
      })
      .from(quizUsers)
      .where(eq(quizUsers.userId, userId));
    return { ...user, quiz: quiz.map((row) => ({ ...row, completed: row.completed !== null })) };
  };

  const complete = (caller: Parameters<typeof call>[1], payload: unknown) =>
    call(testApp, caller, 'PUT', NACIONAL_COMPLETE_REGISTER_PATH, payload);

  it('stores the missing data and the CPF, and marks the register complete', async () => {
    const { user, caller } = await createLearner(testApp);
    const response = await complete(caller, { ...BODY, cpf: '864.542.841-58' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Dados atualizados. Seu registro no programa nacional está completo.',
      nationalDataComplement: true,
    });
    expect(await recordOf(user.id)).toEqual({
      cpf: '86454284158',
      complement: true,
      quiz: [
        {
          cpf: '86454284158',
          birthDate: '2000-05-17',
          state: 'PR',
          city: 'Curitiba',
          completed: true,
        },
      ],
    });
    const session = await call(testApp, caller, 'GET', '/user/get-session-user');
    expect(sessionUserOf(session.json()).nationalDataComplement).toBe(true);
  });

  it('completes the quiz record of the same e-mail and CPF instead of making another', async () => {
    const { user, caller } = await createLearner(testApp, { ...NATIONAL, cpf: '03664856287' });
    await testApp.db.insert(quizUsers).values({
      ra: '2026990001',
      name: 'Aluna do Quiz',
      cpf: '03664856287',
      email: user.email,
      city: 'Londrina',
    });
    expect((await complete(caller, BODY)).statusCode).toBe(200);
    const record = await recordOf(user.id);
    expect(record.quiz).toEqual([
      {
        cpf: '03664856287',
        birthDate: '2000-05-17',
        state: 'PR',
        city: 'Curitiba',
        completed: true,
      },
    ]);
  });

  it.each([
    ['an invalid CPF', { ...BODY, cpf: '123.456.789-00' }, MESSAGES.invalidCpf],
    ['no CPF when the account has none', BODY, 'Informe o seu CPF.'],
    [
      'a future birth date',
      { ...BODY, cpf: '80232883505', birthDate: '2999-01-01' },
      'A data de nascimento não pode estar no futuro.',
    ],
    [
      'a state outside the programme',
      { ...BODY, cpf: '80232883505', state: 'SP' },
      'Escolha um dos estados do programa nacional.',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, payload, message) => {
    const { user, caller } = await createLearner(testApp);
    const response = await complete(caller, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message });
    expect(await recordOf(user.id)).toEqual({ cpf: null, complement: false, quiz: [] });
  });

  it('refuses a malformed body (400) and a CPF other than the account’s', async () => {
    const { caller } = await createLearner(testApp, { ...NATIONAL, cpf: '81146187955' });
    expect((await complete(caller, { ...BODY, birthDate: '17/05/2000' })).statusCode).toBe(400);
    expect((await complete(caller, { ...BODY, city: '' })).statusCode).toBe(400);
    const other = await complete(caller, { ...BODY, cpf: '26850659030' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('O CPF informado não é o da sua conta.');
  });

  it('refuses the CPF of another account (409) and writes nothing', async () => {
    await createLearner(testApp, { ...NATIONAL, cpf: '50759063117' });
    const { user, caller } = await createLearner(testApp);
    const response = await complete(caller, { ...BODY, cpf: '50759063117' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Este CPF já está cadastrado em outra conta. Fale com a equipe de suporte.',
    );
    expect(await recordOf(user.id)).toEqual({ cpf: null, complement: false, quiz: [] });
  });

  it('refuses a learner outside the national programme (403)', async () => {
    const { user, caller } = await createLearner(testApp, { access: 'limited', group: '' });
    const response = await complete(caller, { ...BODY, cpf: '83385041490' });
    expect(response.statusCode).toBe(403);
    expect(await recordOf(user.id)).toEqual({ cpf: null, complement: false, quiz: [] });
  });
});
