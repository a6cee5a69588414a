import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NACIONAL_ENROLLMENT_PATH } from '@escola/contracts/get-nacional-enrollment';
import { NACIONAL_ACCEPT_INVITE_PATH } from '@escola/contracts/put-nacional-accept-invite';
import { users } from '@escola/db/schema/users';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { NATIONAL, call, sessionUserOf, createClassGroup, createLearner } from './test-helpers';

describe('the class-group invitation', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const acceptedOf = async (userId: string) => {
    const [row] = await testApp.db
      .select({ accepted: users.classGroupAcceptedInvite })
      .from(users)
      .where(eq(users.id, userId));
    return row?.accepted;
  };

  it('shows the group, its trilhas and dates, then accepts the invitation once', async () => {
    const group = await createClassGroup(testApp);
    const linkedAt = new Date('2026-03-01T12:00:00.000Z');
    const { user, caller } = await createLearner(testApp, {
      ...NATIONAL,
      classGroupId: group.id,
      linkedToClassDate: linkedAt,
    });
    const shown = await call(testApp, caller, 'GET', NACIONAL_ENROLLMENT_PATH);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      classGroup: {
        name: group.name,
        curriculumAvailable: ['fundamentos-da-programacao-front-end', 'logica-de-programacao'],
        validityType: 'dateRange',
        validityDateRange: ['2020-01-01', '2099-12-31'],
        durationInMonths: null,
        started: true,
      },
      acceptedInvite: false,
      linkedToTheClassDate: linkedAt.toISOString(),
      nationalDataComplement: false,
    });

    const accepted = await call(testApp, caller, 'PUT', NACIONAL_ACCEPT_INVITE_PATH);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      type: 'success',
      message: 'Matrícula confirmada! Bem-vindo(a) à sua turma.',
      acceptedInvite: true,
    });
    expect(await acceptedOf(user.id)).toBe(true);

    const again = await call(testApp, caller, 'PUT', NACIONAL_ACCEPT_INVITE_PATH);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já aceitou o convite desta turma.');
    const session = await call(testApp, caller, 'GET', '/user/get-session-user');
    expect(sessionUserOf(session.json()).classGroupControl?.acceptedInvite).toBe(true);
  });

  it('accepts once when two acceptances run at the same time', async () => {
    const group = await createClassGroup(testApp);
    const { caller } = await createLearner(testApp, { ...NATIONAL, classGroupId: group.id });
    const answers = await Promise.all([
      call(testApp, caller, 'PUT', NACIONAL_ACCEPT_INVITE_PATH),
      call(testApp, caller, 'PUT', NACIONAL_ACCEPT_INVITE_PATH),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('says a group not started yet has not started', async () => {
    const group = await createClassGroup(testApp, {
      validityStart: '2098-01-01',
      validityEnd: '2098-12-31',
    });
    const { caller } = await createLearner(testApp, { ...NATIONAL, classGroupId: group.id });
    const shown = await call(testApp, caller, 'GET', NACIONAL_ENROLLMENT_PATH);
    expect(shown.json().classGroup.started).toBe(false);
  });

  it('answers 404 and changes nothing without a class group', async () => {
    const { user, caller } = await createLearner(testApp);
    const message =
      'Você não está vinculado(a) a nenhuma turma. Fale com a coordenação do programa.';
    const shown = await call(testApp, caller, 'GET', NACIONAL_ENROLLMENT_PATH);
    expect(shown.statusCode).toBe(404);
    expect(shown.json().message).toBe(message);
    const accepted = await call(testApp, caller, 'PUT', NACIONAL_ACCEPT_INVITE_PATH);
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json()).toEqual({ type: 'warning', message });
    expect(await acceptedOf(user.id)).toBe(false);
  });

  it('refuses a visitor and a call without the CSRF header', async () => {
    const group = await createClassGroup(testApp);
    const { user, caller } = await createLearner(testApp, { ...NATIONAL, classGroupId: group.id });
    const visitor = await testApp.app.inject({ method: 'GET', url: NACIONAL_ENROLLMENT_PATH });
    expect(visitor.statusCode).toBe(401);
    const noCsrf = await call(
      testApp,
      { ...caller, sendCsrf: false },
      'PUT',
      NACIONAL_ACCEPT_INVITE_PATH,
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(await acceptedOf(user.id)).toBe(false);
  });
});
