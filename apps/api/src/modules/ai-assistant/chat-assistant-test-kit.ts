// Test helper of the assistant's tests: an app whose model server is the fake one, a curriculum
// with a logic and a React challenge, learners with user tokens, and calls with the bearer token.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatAssistantStreamEvent } from '@escola/contracts/chat-assistant';
import { CHAT_ASSISTANT_PRODUCT, chatAssistantPath } from '@escola/contracts/chat-assistant-paths';
import { userTokens } from '@escola/db/schema/user-tokens';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { CURRICULUM_FIXTURE, writeCurriculumFixture } from '../../testing/curriculum-fixture';
import type { LogStream } from '../../logging';

export const LOGIC_EXERCISE = 'declare-uma-variavel';
export const REACT_EXERCISE = 'componente-de-saudacao';

export const LOGIC_CHAT_PATH = chatAssistantPath(CHAT_ASSISTANT_PRODUCT, 'logica-de-programacao');

export const question = (input: string, sessionId: string | null = null) => ({
  input,
  session_id: sessionId,
  additional_context: {
    exerciseId: LOGIC_EXERCISE,
    challengeTitle: 'Declare uma variável',
    description: 'Declare a variável idade com o valor 12.',
    code: 'let idad = 12;',
    failingTests: ['A variável idade deve valer 12.'],
  },
});

export const buildAssistantApp = async ({
  environment = {},
  logStream,
}: {
  environment?: Record<string, string>;
  logStream?: LogStream;
}) => {
  const directory = await mkdtemp(path.join(tmpdir(), 'escola-assistant-'));
  const curriculumFile = await writeCurriculumFixture({
    directory,
    index: {
      ...CURRICULUM_FIXTURE,
      challenges: [
        ...CURRICULUM_FIXTURE.challenges,
        {
          ...CURRICULUM_FIXTURE.challenges[0]!,
          id: REACT_EXERCISE,
          superBlock: 'react',
          path: `/learn/react/primeiros-componentes/${REACT_EXERCISE}`,
        },
      ],
    },
  });
  const testApp = await buildTestApp({
    environment: { CURRICULUM_SERVER_FILE: curriculumFile, ...environment },
    ...(logStream ? { logStream } : {}),
  });
  return {
    ...testApp,
    close: async () => {
      await testApp.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};

/** A learner with a user token: the token, the id and the sign-in details. */
export const createLearnerWithToken = async (testApp: TestApp) => {
  const learner = await createTestUser({ db: testApp.db });
  const [token] = await testApp.db
    .insert(userTokens)
    .values({ userId: learner.user.id })
    .returning({ id: userTokens.id });
  return { ...learner, token: token!.id };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The `data:` events of a server-sent events body. */
export const parseEvents = (body: string): ChatAssistantStreamEvent[] =>
  body
    .split('\n\n')
    .filter((event) => event.startsWith('data: '))
    .map((event) => JSON.parse(event.slice(6)) as ChatAssistantStreamEvent);
