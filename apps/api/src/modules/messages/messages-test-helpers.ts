// Helpers of the in-app message tests: a valid payload, messages written straight into the
// database, and a learner signed in with the facts an audience reads.
import type { Database } from '@escola/db/client';
import { messages, type NewMessage } from '@escola/db/schema/messages';
import type { TestApp } from '../../testing/build-test-app';
import { createTestUser, type TestUserOverrides } from '../../testing/create-test-user';
import type { Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

export const validPayload = (overrides: Record<string, unknown> = {}) => ({
  title: `Aviso ${Math.random().toString(36).slice(2, 8)}`,
  body: 'As aulas de sexta começam às 19h.\nTragam dúvidas!',
  audience: { kind: 'all', value: '' },
  ...overrides,
});

export const insertMessage = async ({
  db,
  overrides = {},
}: {
  db: Database;
  overrides?: Partial<NewMessage>;
}) => {
  const [row] = await db
    .insert(messages)
    .values({
      title: `Mensagem ${Math.random().toString(36).slice(2, 8)}`,
      body: 'Texto da mensagem.',
      audienceKind: 'all',
      audienceValue: '',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('mensagem de teste não criada');
  return row;
};

export const signedInLearner = async ({
  testApp,
  overrides = {},
}: {
  testApp: TestApp;
  overrides?: TestUserOverrides;
}): Promise<Caller & { userId: string }> => {
  const { user, email, password } = await createTestUser({ db: testApp.db, overrides });
  const { session, csrfToken } = await signIn({ app: testApp.app, email, password });
  return { session, csrfToken, userId: user.id };
};
