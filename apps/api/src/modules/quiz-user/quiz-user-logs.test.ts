// LGPD: a CPF never reaches the logs, not even in the lines of a refused or failed call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { answersAt, newCpf, validRecord, visitorCaller } from './test-helpers';

describe('quiz user calls and the logs', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  let call: Awaited<ReturnType<typeof visitorCaller>>;

  beforeAll(async () => {
    testApp = await buildTestApp({
      environment: { LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void lines.push(line) },
    });
    call = await visitorCaller(testApp.app);
  });
  afterAll(async () => testApp.close());

  it('writes no CPF, masked or not, whatever the outcome', async () => {
    const cpf = newCpf();
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const record = validRecord({ cpf: masked });
    const registered = await call({
      method: 'POST',
      url: '/api/quiz-user/register',
      payload: record,
    });
    await call({ method: 'POST', url: '/api/quiz-user/register', payload: record });
    await call({
      method: 'POST',
      url: '/api/quiz-user/find-quiz-user',
      payload: { email: 'x@exemplo.com', cpf },
    });
    await call({
      method: 'POST',
      url: '/api/quiz-user/new-national-user',
      payload: { quizUser: record, userResult: { answers: answersAt(0) }, password: 'curta' },
    });
    await testApp.app.inject({ method: 'GET', url: `/api/users/has-password?cpf=${cpf}` });
    expect(registered.statusCode).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    const logs = lines.join('\n');
    expect(logs).not.toContain(cpf);
    expect(logs).not.toContain(masked);
  });
});
