// Test helpers of the admin record lists: a signed-in cookie per role, a GET as that cookie, and
// a unique token per test so each test reads only its own rows through the search.
import { randomBytes } from 'node:crypto';
import type { UserType } from '@escola/domain/users';
import type { TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';

export const cookieOf = async ({ testApp, type }: { testApp: TestApp; type: UserType }) => {
  const { email, password } = await createTestUser({ db: testApp.db, overrides: { type } });
  const { session } = await signIn({ app: testApp.app, email, password });
  return `session=${session}`;
};

export const getAs = ({
  testApp,
  url,
  cookie,
}: {
  testApp: TestApp;
  url: string;
  cookie?: string | undefined;
}) => testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Letters only, lower case: a search term no other test's rows contain. */
export const uniqueToken = (): string =>
  Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
