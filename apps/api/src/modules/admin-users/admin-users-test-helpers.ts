// Test helpers of the admin users area: signed-in callers of each role, class groups, and users
// tagged with a group of their own so each test reads only its own rows of the shared database.
import { randomBytes } from 'node:crypto';
import type { Database } from '@escola/db/client';
import { classGroups } from '@escola/db/schema/class-groups';
import type { NewUser } from '@escola/db/schema/users';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

export const uniqueTag = (prefix: string): string => `${prefix}-${randomBytes(4).toString('hex')}`;

export const signedInCaller = async ({
  testApp,
  overrides = {},
}: {
  testApp: TestApp;
  overrides?: Partial<NewUser>;
}) => {
  const { user, email, password } = await createTestUser({ db: testApp.db, overrides });
  const { session, csrfToken } = await signIn({ app: testApp.app, email, password });
  const caller: Caller = { session, csrfToken };
  return { user, caller };
};

/** A test app of its own for a test file, with a caller signed in (close it after). */
export const startTestAppAs = async ({ overrides }: { overrides: Partial<NewUser> }) => {
  const testApp = await buildTestApp();
  return { testApp, ...(await signedInCaller({ testApp, overrides })) };
};

export const createClassGroup = async ({ db, name }: { db: Database; name: string }) => {
  const [group] = await db
    .insert(classGroups)
    .values({ name, validityType: 'durationInMonths', durationInMonths: 6 })
    .returning();
  if (!group) throw new Error('turma de teste não criada');
  return group;
};

export const callAs = ({
  testApp,
  caller,
  method = 'GET',
  url,
  payload,
}: {
  testApp: TestApp;
  caller: Caller | null;
  method?: 'GET' | 'PUT' | 'POST';
  url: string;
  payload?: unknown;
}) =>
  caller
    ? requestAs({ app: testApp.app, caller, method, url, payload })
    : testApp.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
