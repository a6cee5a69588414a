// Test helpers of the national enrolment API tests: a signed-in learner (optionally in a class
// group) and the calls.
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { classGroups, type NewClassGroup } from '@escola/db/schema/class-groups';
import type { NewUser } from '@escola/db/schema/users';
import type { TestApp } from '../../testing/build-test-app';
import { createTestUser, type TestUserOverrides } from '../../testing/create-test-user';
import { requestAs, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

export const NATIONAL: Partial<NewUser> = {
  group: 'nacional-pr',
  access: 'limited_nacional',
  registrationQuiz: 1,
};

export const createClassGroup = async (testApp: TestApp, values: Partial<NewClassGroup> = {}) => {
  const [group] = await testApp.db
    .insert(classGroups)
    .values({
      name: `Turma PR 2026 ${randomUUID().slice(0, 8)}`,
      curriculumAvailable: ['fundamentos-da-programacao-front-end', 'logica-de-programacao'],
      validityType: 'dateRange',
      validityStart: '2020-01-01',
      validityEnd: '2099-12-31',
      ...values,
    })
    .returning();
  if (!group) throw new Error('turma não criada');
  return group;
};

export const createLearner = async (testApp: TestApp, overrides: TestUserOverrides = NATIONAL) => {
  const created = await createTestUser({ db: testApp.db, overrides });
  const { session, csrfToken } = await signIn({ app: testApp.app, ...created });
  const caller: Caller = { session, csrfToken };
  return { user: created.user, caller };
};

export const call = (
  testApp: TestApp,
  caller: Caller,
  method: 'GET' | 'PUT',
  url: string,
  payload?: unknown,
) => requestAs({ app: testApp.app, caller, method, url, payload });

/** The signed-in user of a GET /user/get-session-user answer ({ user: { [username]: user } }). */
export const sessionUserOf = (answer: { user: Record<string, SessionUser> }): SessionUser => {
  const [user] = Object.values(answer.user);
  if (!user) throw new Error('sem usuário na sessão');
  return user;
};
