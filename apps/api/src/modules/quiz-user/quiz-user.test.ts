import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizUsers } from '@escola/db/schema/quiz-users';
import {
  ADDRESS_IS_REQUIRED_MESSAGE,
  INVALID_CPF_MESSAGE,
  INVALID_FORM_FIELD_MESSAGE,
  INVALID_PHONE_MESSAGE,
  NAME_IS_REQUIRED_MESSAGE,
} from '@escola/domain/messages';
import { NATIONAL_QUIZ_PROFILES } from '@escola/domain/national-quiz';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { QUIZ_USER_MESSAGES } from './quiz-user-messages';
import { QUIZ_FIND_LIMIT_PER_CPF } from './rate-limits';
import { answersAt, cpfFrom, newCpf, validRecord, visitorCaller } from './test-helpers';

describe('quiz user record: register, find, result and e-mail consent', () => {
  let testApp: TestApp;
  let call: Awaited<ReturnType<typeof visitorCaller>>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    call = await visitorCaller(testApp.app);
  });
  afterAll(async () => testApp.close());

  const countRecords = async () => {
    const [row] = await testApp.db.select({ count: sql<number>`count(*)::int` }).from(quizUsers);
    return row?.count;
  };
  const recordOf = async (id: string) => {
    const [row] = await testApp.db.select().from(quizUsers).where(eq(quizUsers.id, id));
    return row;
  };
  const register = (payload: unknown) =>
    call({ method: 'POST', url: '/api/quiz-user/register', payload });

  it('registers a valid record, normalised, with a ra from the server and a token', async () => {
    const record = validRecord({ cpf: '529.982.247-25', email: 'Maria.Silva@Exemplo.com' });
    const response = await register(record);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Maria da Silva',
      registrationQuiz: null,
      hasAccount: false,
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    const stored = await recordOf(body.id);
    expect(stored).toMatchObject({
      cpf: '52998224725',
      email: 'maria.silva@exemplo.com',
      cep: '60010000',
      cel: '+5585987654321',
      phone: null,
      state: 'CE',
      city: 'Fortaleza',
      receiveEmails: true,
    });
    expect(stored?.ra).toMatch(new RegExp(`^${new Date().getUTCFullYear()}\\d{6}$`));
  });

  it('gives each registration the next ra of the year', async () => {
    const first = (await register(validRecord())).json();
    const second = (await register(validRecord())).json();
    const [a, b] = [await recordOf(first.id), await recordOf(second.id)];
    expect(Number(b?.ra) - Number(a?.ra)).toBe(1);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', NAME_IS_REQUIRED_MESSAGE],
    ['a CPF of 10 digits', { cpf: '5299822472' }, 'cpf', INVALID_CPF_MESSAGE],
    ['a wrong check digit', { cpf: '529.982.247-24' }, 'cpf', INVALID_CPF_MESSAGE],
    ['a CPF of one repeated digit', { cpf: '111.111.111-11' }, 'cpf', INVALID_CPF_MESSAGE],
    [
      'a birth date in the future',
      { birthDate: '2999-01-01' },
      'birthDate',
      INVALID_FORM_FIELD_MESSAGE,
    ],
    [
      'a birth date that does not exist',
      { birthDate: '2001-02-29' },
      'birthDate',
      INVALID_FORM_FIELD_MESSAGE,
    ],
    ['an unknown race', { race: 'azul' }, 'race', INVALID_FORM_FIELD_MESSAGE],
    ['no street', { street: '' }, 'street', ADDRESS_IS_REQUIRED_MESSAGE],
    ['no CEP', { cep: '' }, 'cep', ADDRESS_IS_REQUIRED_MESSAGE],
    ['a malformed CEP', { cep: '6001-000' }, 'cep', INVALID_FORM_FIELD_MESSAGE],
    ['a CEP no state hands out', { cep: '00000-000' }, 'cep', INVALID_FORM_FIELD_MESSAGE],
    ['a CEP of another state', { cep: '01310-100' }, 'cep', INVALID_FORM_FIELD_MESSAGE],
    ['an unknown state', { state: 'XX' }, 'state', INVALID_FORM_FIELD_MESSAGE],
    ['a city of another state', { city: 'Curitiba' }, 'city', INVALID_FORM_FIELD_MESSAGE],
    ['a mobile without the 9', { cel: '(85) 8765-432' }, 'cel', INVALID_PHONE_MESSAGE],
    ['a bad landline', { phone: '123' }, 'phone', INVALID_PHONE_MESSAGE],
    [
      'the privacy terms not accepted',
      { acceptedPrivacyTerms: false },
      'acceptedPrivacyTerms',
      INVALID_FORM_FIELD_MESSAGE,
    ],
  ])(
    'refuses %s with 400, the field and its message, and writes nothing',
    async (_case, overrides, field, message) => {
      const before = await countRecords();
      const response = await register(validRecord(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'danger', message, field });
      expect(await countRecords()).toBe(before);
    },
  );

  it('refuses a malformed e-mail and unknown fields with 400', async () => {
    expect((await register(validRecord({ email: 'sem-arroba' }))).statusCode).toBe(400);
    expect((await register({ ...validRecord(), admin: true })).statusCode).toBe(400);
  });

  it('answers 409 for a CPF already registered, pointing to "Já respondi o quiz"', async () => {
    const cpf = newCpf();
    expect((await register(validRecord({ cpf }))).statusCode).toBe(200);
    const before = await countRecords();
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const response = await register(validRecord({ cpf: masked }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(QUIZ_USER_MESSAGES.cpfAlreadyRegistered);
    expect(await countRecords()).toBe(before);
  });

  describe('find-quiz-user', () => {
    const find = (payload: unknown) =>
      call({ method: 'POST', url: '/api/quiz-user/find-quiz-user', payload });

    it('opens the record with the right e-mail and CPF (any case, masked or not)', async () => {
      const record = validRecord();
      const registered = (await register(record)).json();
      const response = await find({ email: record.email.toUpperCase(), cpf: record.cpf });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(registered);
    });

    it('answers one message whichever half of the pair is wrong', async () => {
      const record = validRecord();
      await register(record);
      const answers = await Promise.all([
        find({ email: 'outra@exemplo.com', cpf: record.cpf }),
        find({ email: record.email, cpf: newCpf() }),
        find({ email: 'outra@exemplo.com', cpf: newCpf() }),
        find({ email: record.email, cpf: '123.456.789-00' }),
      ]);
      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ type: 'danger', message: QUIZ_USER_MESSAGES.notFound });
      }
    });

    it('limits the searches of one CPF', async () => {
      const cpf = cpfFrom(987_654_321);
      for (let attempt = 0; attempt < QUIZ_FIND_LIMIT_PER_CPF.max; attempt += 1) {
        expect((await find({ email: `x${attempt}@exemplo.com`, cpf })).statusCode).toBe(404);
      }
      const response = await find({ email: 'y@exemplo.com', cpf });
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe(QUIZ_USER_MESSAGES.tooManySearches);
    });
  });

  describe('update-result', () => {
    const updateResult = (id: string, payload: unknown, token?: string) =>
      call({
        method: 'PUT',
        url: `/api/quiz-user/update-result/${id}`,
        payload,
        ...(token === undefined ? {} : { token }),
      });

    it('scores the answers on the server and keeps answers and result', async () => {
      const { id, token } = (await register(validRecord())).json();
      const response = await updateResult(id, { userResult: { answers: answersAt(2) } }, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, registrationQuiz: 2 });
      const stored = await recordOf(id);
      expect(stored?.registrationQuiz).toBe(2);
      expect(stored?.userResult).toMatchObject({
        answers: answersAt(2),
        registrationQuiz: 2,
        profile: NATIONAL_QUIZ_PROFILES[2],
      });
    });

    it('refuses incomplete answers with 400 and keeps the record as it was', async () => {
      const { id, token } = (await register(validRecord())).json();
      const incomplete = answersAt(0);
      delete incomplete['uso-do-computador'];
      const response = await updateResult(id, { userResult: { answers: incomplete } }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(QUIZ_USER_MESSAGES.incompleteAnswers);
      expect((await recordOf(id))?.userResult).toBeNull();
    });

    it('answers 403 without the token, with a wrong one or with another record’s', async () => {
      const { id } = (await register(validRecord())).json();
      const other = (await register(validRecord())).json();
      const payload = { userResult: { answers: answersAt(0) } };
      for (const token of [undefined, 'x'.repeat(43), other.token]) {
        const response = await updateResult(id, payload, token);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(QUIZ_USER_MESSAGES.forbidden);
      }
      expect((await recordOf(id))?.registrationQuiz).toBeNull();
    });
  });

  describe('toggle-receive-emails', () => {
    it('withdraws the e-mail consent with its date and sends the visitor to /', async () => {
      const { id, token } = (await register(validRecord())).json();
      const response = await call({
        method: 'PUT',
        url: `/api/quiz-user/toggle-receive-emails/${id}`,
        payload: { receiveEmails: false },
        token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'success',
        message: QUIZ_USER_MESSAGES.receiveEmailsOff,
        redirect: '/',
      });
      const stored = await recordOf(id);
      expect(stored?.receiveEmails).toBe(false);
      expect(stored?.receiveEmailsChangedAt).toBeInstanceOf(Date);
    });

    it('answers 403 without the token and changes nothing', async () => {
      const { id } = (await register(validRecord())).json();
      const response = await call({
        method: 'PUT',
        url: `/api/quiz-user/toggle-receive-emails/${id}`,
        payload: { receiveEmails: false },
      });
      expect(response.statusCode).toBe(403);
      expect((await recordOf(id))?.receiveEmails).toBe(true);
    });
  });
});
