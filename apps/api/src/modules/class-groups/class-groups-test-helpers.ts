// Helpers of the class-group tests: staff callers, groups and learners written straight into the
// database, and the audit entries a change left.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { auditLog } from '@escola/db/schema/audit-log';
import { classGroups, type NewClassGroup } from '@escola/db/schema/class-groups';
import type { UserType } from '@escola/domain/users';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

export const signedInAs = async ({
  testApp,
  type,
}: {
  testApp: TestApp;
  type: UserType;
}): Promise<Caller & { userId: string }> => {
  const { user, email, password } = await createTestUser({ db: testApp.db, overrides: { type } });
  const { session, csrfToken } = await signIn({ app: testApp.app, email, password });
  return { session, csrfToken, userId: user.id };
};

/** A test app of its own for a test file, with a caller of `type` signed in (close it after). */
export const startTestAppAs = async ({ type }: { type: UserType }) => {
  const testApp = await buildTestApp();
  return { testApp, caller: await signedInAs({ testApp, type }) };
};

/** A call as the caller, or (null) as an anonymous visitor with the visitor's CSRF token. */
export const callAs = async ({
  testApp,
  caller,
  method,
  url,
  payload,
}: {
  testApp: TestApp;
  caller: Caller | null;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}) =>
  requestAs({
    app: testApp.app,
    caller: caller ?? (await visitorOf(testApp.app)),
    method,
    url,
    payload,
  });

let groupNumber = 0;

export const insertClassGroup = async ({
  db,
  overrides = {},
}: {
  db: Database;
  overrides?: Partial<NewClassGroup>;
}) => {
  groupNumber += 1;
  const [group] = await db
    .insert(classGroups)
    .values({
      name: `Turma de teste ${groupNumber} ${Math.random().toString(36).slice(2, 8)}`,
      curriculumAvailable: ['logica-de-programacao'],
      validityType: 'durationInMonths',
      durationInMonths: 6,
      ...overrides,
    })
    .returning();
  if (!group) throw new Error('turma de teste não criada');
  return group;
};

export const insertLearners = async ({
  db,
  classGroupId,
  count,
}: {
  db: Database;
  classGroupId: string | null;
  count: number;
}) => {
  const learners = [];
  for (let index = 0; index < count; index += 1) {
    const { user } = await createTestUser({
      db,
      overrides: {
        classGroupId,
        classGroupAcceptedInvite: true,
        linkedToClassDate: new Date('2025-01-10T12:00:00Z'),
      },
    });
    learners.push(user);
  }
  return learners;
};

export const latestAuditEntry = async ({ db, action }: { db: Database; action: string }) => {
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
};
