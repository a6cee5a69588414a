// `npm run bench:assistant`: the AI assistant's own overhead per message (issue 21) — the time
// from sending a question to the first streamed piece of the answer, minus the delay the fake
// model server waits before its first chunk. What is left is our API: the token check, the
// curriculum and conversation lookups, the per-minute limit, the budget reservation, the prompt,
// the call to the model and relaying its first chunk; and, after the last piece, writing the
// exchange and settling the budget (`done` − last piece). Real PostgreSQL, the built API, the
// fake model over real HTTP. Budget: ≤ 20 ms per message. Prints figures; asserts nothing about
// time; exits 1 only if a question fails.
//   --learners N   learners, each in a conversation of their own (default 20)
//   --questions N  questions per learner, the conversation growing (default 10)
//   --delay MS     the fake model's wait before its first chunk (default 200)
//   --parallel N   learners asking at the same time in the second run (default 10)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHAT_ASSISTANT_PRODUCT, chatAssistantPath } from '@escola/contracts/chat-assistant-paths';
import { userTokens } from '@escola/db/schema/user-tokens';
import { users } from '@escola/db/schema/users';
import { writeCurriculumFixture } from '@escola/api/testing/curriculum-fixture';
import { readServerSentEvents } from '@escola/api/modules/ai-assistant/model-client';
import { startTestModelServer } from '@escola/api/testing/start-test-model-server';
import { createBenchDatabase } from './lib/bench-database';
import { formatMs, percentile } from './lib/run-load';
import { startBenchServer } from './lib/start-bench-server';

const BUDGET_MS = 20;
const EXERCISE = 'declare-uma-variavel';
const CODE = 'let idade = 11;\nconsole.log(idade);\n'.repeat(40);

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '20' },
    questions: { type: 'string', default: '10' },
    delay: { type: 'string', default: '200' },
    parallel: { type: 'string', default: '10' },
  },
});
const learnerCount = Number(values.learners);
const questionsEach = Number(values.questions);
const delayMs = Number(values.delay);
const parallel = Number(values.parallel);

const chunks = [
  'Vamos',
  ' olhar',
  ' o teste',
  ' que falha:',
  ' ele espera',
  ' `idade`',
  ' igual a 12.',
];
const model = await startTestModelServer({
  initial: { kind: 'answer', chunks, firstChunkDelayMs: delayMs },
});
const directory = await mkdtemp(path.join(tmpdir(), 'escola-bench-assistant-'));
const database = await createBenchDatabase({ label: 'assistant' });
let failed = false;

type Figures = { firstPiece: number; afterLast: number };

const askOnce = async ({
  baseUrl,
  token,
  sessionId,
}: {
  baseUrl: string;
  token: string;
  sessionId: string | null;
}): Promise<Figures & { sessionId: string }> => {
  const started = performance.now();
  const response = await fetch(
    `${baseUrl}${chatAssistantPath(CHAT_ASSISTANT_PRODUCT, 'logica-de-programacao')}`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        input: 'Por que o teste da idade falha?',
        session_id: sessionId,
        additional_context: {
          exerciseId: EXERCISE,
          challengeTitle: 'Declare uma variável',
          description: 'Declare a variável idade com o valor 12 e mostre-a no console.',
          code: CODE,
          failingTests: ['A variável idade deve valer 12.'],
        },
      }),
    },
  );
  if (!response.ok || !response.body) throw new Error(`resposta ${response.status}`);
  let firstPiece: number | undefined;
  let lastPiece = 0;
  let done: number | undefined;
  let session = sessionId;
  for await (const data of readServerSentEvents(response.body)) {
    const event = JSON.parse(data) as { type: string; session_id?: string };
    const now = performance.now();
    if (event.type === 'session') session = event.session_id ?? null;
    if (event.type === 'delta') {
      firstPiece ??= now;
      lastPiece = now;
    }
    if (event.type === 'done') done = now;
    if (event.type === 'error') throw new Error('o modelo falhou');
  }
  if (firstPiece === undefined || done === undefined || !session)
    throw new Error('resposta incompleta');
  return {
    firstPiece: firstPiece - started - delayMs,
    afterLast: done - lastPiece,
    sessionId: session,
  };
};

const report = (label: string, figures: Figures[]) => {
  const first = figures.map((figure) => figure.firstPiece);
  const after = figures.map((figure) => figure.afterLast);
  console.log(
    `${label}: ${figures.length} mensagens · sobrecarga até o 1º trecho p50 ${formatMs(percentile(first, 50))} · p95 ${formatMs(percentile(first, 95))} · máx ${formatMs(Math.max(...first))} · gravação após o último trecho p50 ${formatMs(percentile(after, 50))} · p95 ${formatMs(percentile(after, 95))}`,
  );
  return percentile(first, 95);
};

try {
  const tokens: string[] = [];
  for (let index = 0; index < learnerCount; index += 1) {
    const [user] = await database.handle.db
      .insert(users)
      .values({
        email: `bench-ia-${index}@bench.escola.dev`,
        username: `bench-ia-${index}`,
        name: `Pessoa ${index}`,
        emailVerified: true,
        acceptedPrivacyTerms: true,
      })
      .returning({ id: users.id });
    const [token] = await database.handle.db
      .insert(userTokens)
      .values({ userId: user!.id })
      .returning({ id: userTokens.id });
    tokens.push(token!.id);
  }
  Object.assign(process.env, {
    ASSISTANT_BASE_URL: model.baseUrl,
    ASSISTANT_MODEL: 'tutor-bench',
    ASSISTANT_DAILY_TOKENS: '10000000',
    ASSISTANT_MESSAGES_PER_MINUTE: '120',
  });
  const server = await startBenchServer({
    databaseUrl: database.url,
    curriculumServerFile: await writeCurriculumFixture({ directory }),
  });
  try {
    // Warm-up: the first calls compile the routes' code paths and open connections.
    for (const token of tokens.slice(0, 3))
      await askOnce({ baseUrl: server.baseUrl, token, sessionId: null });

    const sequential: Figures[] = [];
    for (const token of tokens) {
      let sessionId: string | null = null;
      for (let index = 0; index < questionsEach; index += 1) {
        const figures = await askOnce({ baseUrl: server.baseUrl, token, sessionId });
        sessionId = figures.sessionId;
        sequential.push(figures);
      }
    }
    const p95 = report('uma por vez', sequential);

    const concurrent: Figures[] = [];
    const group = tokens.slice(0, parallel);
    for (let round = 0; round < questionsEach; round += 1) {
      const results = await Promise.all(
        group.map((token) => askOnce({ baseUrl: server.baseUrl, token, sessionId: null })),
      );
      concurrent.push(...results);
    }
    report(`${group.length} ao mesmo tempo`, concurrent);
    console.log(
      `atraso do modelo falso: ${delayMs} ms · orçamento: sobrecarga p95 ≤ ${BUDGET_MS} ms (uma por vez) · ${p95 <= BUDGET_MS ? 'dentro' : 'FORA'} do orçamento`,
    );
  } finally {
    await server.stop();
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await model.close();
  await database.drop();
  await rm(directory, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
