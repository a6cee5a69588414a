// `npm run bench:completion`: requests per second of POST /modern-challenge-completed on real
// PostgreSQL (budget ≥ 1,500 req/s on this machine). Signed-in learners complete distinct
// challenges of a generated 3,000-challenge curriculum; one request in five repeats a completion
// (answered without adding points). Prints figures — req/s, latencies and, on Linux, the CPU each
// request cost in the API process, its PostgreSQL backends and the load generator — and exits 1
// only if a request fails. BENCH_SERVER_CPU_PROFILE_DIR=… also writes a CPU profile of the API.
//   --duration S  seconds measured (default 10)   --connections N  concurrent requests (default 20)
//   --learners N  signed-in learners (default 100)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ServerCurriculumIndex } from '@escola/contracts/curriculum-server-index';
import { hashPassword } from '@escola/db/password';
import { users } from '@escola/db/schema/users';
import { createBenchDatabase } from './lib/bench-database';
import { canReadCpuUsage, cpuPerRequest, formatCpuPerRequest, sampleCpu } from './lib/cpu-usage';
import { formatMs, percentile, randomClientAddress, runLoad } from './lib/run-load';
import { startBenchServer } from './lib/start-bench-server';

const BUDGET_REQUESTS_PER_SECOND = 1500;
const CHALLENGES = 3000;
const PASSWORD = 'senha-do-benchmark-123';
const PATH = '/modern-challenge-completed';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    learners: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '2' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const learnerCount = Number(values.learners);
const warmup = Number(values.warmup);

/** Open challenges (no previous one to complete first), as the access rule reads them. */
const generateCurriculum = (): ServerCurriculumIndex => ({
  buildId: 'bench',
  challenges: Array.from({ length: CHALLENGES }, (_, index) => ({
    id: `desafio-${index}`,
    challengeType: 1,
    superBlock: 'logica-de-programacao',
    superOrder: 1,
    phase: 'fase',
    phaseOrder: 0,
    block: `bloco-${Math.floor(index / 20)}`,
    order: 10 + Math.floor(index / 20),
    challengeOrder: index % 20,
    path: `/learn/logica-de-programacao/bloco-${Math.floor(index / 20)}/desafio-${index}`,
    prevChallengeId: null,
    nextChallengeId: index + 1 < CHALLENGES ? `desafio-${index + 1}` : null,
    indexInSuperBlock: index + 1,
    questions: [],
  })),
});

const signIn = async (baseUrl: string, email: string) => {
  const response = await fetch(`${baseUrl}/signin-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`entrada falhou: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const csrfToken = cookies.find((cookie) => cookie.startsWith('csrf_token='))?.slice(11) ?? '';
  return { cookie: cookies.join('; '), csrfToken };
};

const directory = await mkdtemp(path.join(tmpdir(), 'escola-bench-completion-'));
const database = await createBenchDatabase({ label: 'completion' });
let failed = false;
try {
  const curriculumServerFile = path.join(directory, 'curriculum.json');
  await writeFile(curriculumServerFile, JSON.stringify(generateCurriculum()));
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from(
    { length: learnerCount },
    (_, index) => `bench-${index}@bench.escola.dev`,
  );
  await database.handle.db.insert(users).values(
    emails.map((email, index) => ({
      email,
      username: `bench-${index}`,
      name: `Pessoa ${index}`,
      passwordHash,
      emailVerified: true,
      acceptedPrivacyTerms: true,
      source: 'bench',
      access: 'complete' as const,
      lastActiveAt: new Date(),
    })),
  );
  const server = await startBenchServer({ databaseUrl: database.url, curriculumServerFile });
  try {
    const learners: { cookie: string; csrfToken: string }[] = [];
    for (const email of emails) learners.push(await signIn(server.baseUrl, email));
    // One completion checked by hand first: the load below only counts statuses.
    const check = await fetch(`${server.baseUrl}${PATH}`, {
      method: 'POST',
      headers: {
        cookie: learners[0]!.cookie,
        'csrf-token': learners[0]!.csrfToken,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ id: `desafio-${CHALLENGES - 1}`, challengeType: 1 }),
    });
    if (check.status !== 200) {
      throw new Error(`a conclusão falhou: ${check.status} ${await check.text()}`);
    }
    const nextChallenge = learners.map(() => 0);
    let turn = 0;
    const load = (seconds: number) =>
      runLoad({
        url: server.baseUrl,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: PATH,
            setupRequest: (request) => {
              turn += 1;
              const learner = turn % learners.length;
              const { cookie, csrfToken } = learners[learner]!;
              const repeat = turn % 5 === 0 && nextChallenge[learner]! > 0;
              const challenge = repeat
                ? nextChallenge[learner]! - 1
                : (nextChallenge[learner]! += 1) - 1;
              return {
                ...request,
                headers: {
                  cookie,
                  'csrf-token': csrfToken,
                  'content-type': 'application/json',
                  'x-forwarded-for': randomClientAddress(),
                },
                body: JSON.stringify({
                  id: `desafio-${challenge % CHALLENGES}`,
                  challengeType: 1,
                  files: [
                    {
                      key: 'scriptjs',
                      ext: 'js',
                      name: 'script',
                      contents: `const soma = (a, b) => a + b; // ${challenge}`,
                      history: ['script.js'],
                    },
                  ],
                }),
              };
            },
          },
        ],
      });
    await load(warmup);
    const measuresCpu = canReadCpuUsage();
    const cpuOptions = { apiPid: server.pid, database: database.handle };
    const cpuStart = measuresCpu ? await sampleCpu(cpuOptions) : undefined;
    const result = await load(duration);
    const cpuEnd = cpuStart
      ? await sampleCpu({ ...cpuOptions, backendPids: cpuStart.backendPids })
      : undefined;
    const sorted = result.latenciesMs;
    const within = result.requestsPerSecond >= BUDGET_REQUESTS_PER_SECOND;
    console.log(
      `\nPOST ${PATH} no PostgreSQL — ${learnerCount} pessoas, ${connections} conexões, ${duration} s (1 em 5 repete uma conclusão)`,
    );
    console.log(
      `  ${result.requestsPerSecond.toFixed(0)} req/s · p50 ${formatMs(percentile(sorted, 50))} · p95 ${formatMs(percentile(sorted, 95))} · p99 ${formatMs(percentile(sorted, 99))}`,
    );
    if (cpuStart && cpuEnd) {
      const perRequest = cpuPerRequest({ start: cpuStart, end: cpuEnd, requests: result.total });
      console.log(`  ${formatCpuPerRequest(perRequest)}`);
    }
    console.log(
      `  orçamento: ≥ ${BUDGET_REQUESTS_PER_SECOND} req/s — ${within ? 'dentro do orçamento' : 'ABAIXO do orçamento'}`,
    );
    if (result.non2xx > 0 || result.errors > 0) {
      console.error(`  ${result.non2xx} respostas fora de 2xx, ${result.errors} erros`);
      failed = true;
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
  await rm(directory, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
