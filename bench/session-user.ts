// `npm run bench:session-user`: the budget of GET /user/get-session-user in docs/architecture.md
// (budgets) — for a learner with 500 completed challenges, on real PostgreSQL, at least 60 % of the
// requests per second of a route that runs `select 1` through the same pool, same machine, same
// run. The baseline route exists only in this bench's own app instance (lib/bench-server.ts).
// Prints figures, asserts nothing about time; exits 1 only if a request fails.
//   --duration S    seconds per measured round (default 10)  --rounds N  rounds per route (default 2)
//   --connections N concurrent requests (default 20)         --warmup S  seconds of warm-up (default 3)
import { parseArgs } from 'node:util';
import { hashPassword } from '@escola/db/password';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { users } from '@escola/db/schema/users';
import { createBenchDatabase } from './lib/bench-database';
import { SELECT_ONE_PATH } from './lib/bench-server-protocol';
import {
  formatMs,
  percentile,
  randomClientAddress,
  runLoad,
  type LoadResult,
} from './lib/run-load';
import { startBenchServer } from './lib/start-bench-server';

const BUDGET_RATIO = 0.6;
const COMPLETED_CHALLENGES = 500;
const EMAIL = 'bench-session@bench.escola.dev';
const PASSWORD = 'senha-do-benchmark-123';
const SESSION_USER_PATH = '/user/get-session-user';
const DAY_MS = 24 * 60 * 60 * 1000;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const warmup = Number(values.warmup);

/** A learner with 500 completions, one in five a project with a file, like a real transcript. */
const createLearner = async (database: Awaited<ReturnType<typeof createBenchDatabase>>) => {
  const [user] = await database.handle.db
    .insert(users)
    .values({
      email: EMAIL,
      username: 'bench-session',
      name: 'Pessoa com Progresso',
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: true,
      acceptedPrivacyTerms: true,
      lastActiveAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('usuário do benchmark não criado');
  const now = Date.now();
  await database.handle.db.insert(completedChallenges).values(
    Array.from({ length: COMPLETED_CHALLENGES }, (_, index) => ({
      userId: user.id,
      challengeId: `desafio-${String(index).padStart(3, '0')}`,
      completedDate: new Date(now - (COMPLETED_CHALLENGES - index) * DAY_MS),
      challengeType: index % 5 === 0 ? 14 : 1,
      ...(index % 5 === 0
        ? {
            files: [
              {
                fileKey: 'indexhtml',
                ext: 'html',
                name: 'index',
                contents: `<main><h1>Projeto ${index}</h1></main>`,
                history: ['index.html'],
              },
            ],
          }
        : {}),
    })),
  );
};

const signInCookie = async (baseUrl: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/signin-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`entrada falhou: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

const database = await createBenchDatabase({ label: 'session' });
let failed = false;
try {
  await createLearner(database);
  const server = await startBenchServer({ databaseUrl: database.url, withSelectOneRoute: true });
  try {
    const cookie = await signInCookie(server.baseUrl);
    const check = await fetch(`${server.baseUrl}${SESSION_USER_PATH}`, { headers: { cookie } });
    const body = (await check.json()) as {
      user: Record<string, { completedChallenges: unknown[] }>;
      result: string;
    };
    const completed = body.user[body.result]?.completedChallenges.length;
    if (completed !== COMPLETED_CHALLENGES) {
      throw new Error(`a sessão devia ter ${COMPLETED_CHALLENGES} desafios, tem ${completed}`);
    }

    const load = ({
      path,
      seconds,
      withCookie,
    }: {
      path: string;
      seconds: number;
      withCookie: boolean;
    }) =>
      runLoad({
        url: server.baseUrl,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            path,
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...(withCookie ? { cookie } : {}),
                // As every browser sends it (the session answer is served compressed).
                'accept-encoding': 'gzip, deflate, br, zstd',
                'x-forwarded-for': randomClientAddress(),
              },
            }),
          },
        ],
      });
    const sessionUser = (seconds: number) =>
      load({ path: SESSION_USER_PATH, seconds, withCookie: true });
    const selectOne = (seconds: number) =>
      load({ path: SELECT_ONE_PATH, seconds, withCookie: false });

    await selectOne(warmup);
    await sessionUser(warmup);
    // Alternating rounds, so a burst of load from elsewhere on the machine hits both routes.
    const baseline: LoadResult[] = [];
    const measured: LoadResult[] = [];
    for (let round = 0; round < rounds; round += 1) {
      baseline.push(await selectOne(duration));
      measured.push(await sessionUser(duration));
    }

    const describe = (label: string, results: LoadResult[]) => {
      const total = results.reduce((sum, result) => sum + result.total, 0);
      const seconds = results.reduce((sum, result) => sum + result.durationSeconds, 0);
      const latencies = results.flatMap((result) => result.latenciesMs);
      const rate = total / seconds;
      console.log(
        `  ${label}: ${rate.toFixed(0)} req/s · p50 ${formatMs(percentile(latencies, 50))} · p95 ${formatMs(percentile(latencies, 95))} · p99 ${formatMs(percentile(latencies, 99))}`,
      );
      if (results.some((result) => result.non2xx > 0 || result.errors > 0)) {
        failed = true;
        console.error(`  FALHAS em ${label}`);
      }
      return rate;
    };
    console.log(
      `\nGET ${SESSION_USER_PATH} (${COMPLETED_CHALLENGES} desafios concluídos) × GET ${SELECT_ONE_PATH} no PostgreSQL — ${connections} conexões, ${rounds} rodadas de ${duration} s por rota`,
    );
    const baselineRate = describe(`select 1         `, baseline);
    const sessionRate = describe(`get-session-user`, measured);
    const ratio = sessionRate / baselineRate;
    const verdict = ratio >= BUDGET_RATIO ? 'dentro' : 'ABAIXO';
    console.log(
      `  razão: ${(ratio * 100).toFixed(0)} % — orçamento ≥ ${BUDGET_RATIO * 100} %: ${verdict} do orçamento`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
process.exit(failed ? 1 : 0);
