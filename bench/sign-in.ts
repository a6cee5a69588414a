// `npm run bench:sign-in`: POST /signin-local (argon2id m=19456 KiB, t=2, p=1) on real PostgreSQL
// under 20 concurrent sign-ins. Budget (issue 4): p95 ≤ 300 ms. Prints figures, asserts nothing
// about time; exits 1 only if a sign-in fails.
//   --users N      learners created (default 100)   --requests N  measured sign-ins (default 400)
//   --connections N concurrent sign-ins (default 20) --warmup N    sign-ins before measuring (default 40)
import { parseArgs } from 'node:util';
import { hashPassword } from '@escola/db/password';
import { users } from '@escola/db/schema/users';
import { createBenchDatabase } from './lib/bench-database';
import { formatMs, percentile, randomClientAddress, runLoad } from './lib/run-load';
import { startBenchServer } from './lib/start-bench-server';

const BUDGET_P95_MS = 300;
const PASSWORD = 'senha-do-benchmark-123';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    requests: { type: 'string', default: '400' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '40' },
  },
});
const userCount = Number(values.users);
const requestCount = Number(values.requests);
const connections = Number(values.connections);
const warmupCount = Number(values.warmup);

const database = await createBenchDatabase({ label: 'signin' });
let failed = false;
try {
  // One hash for every learner: creating them is not what is measured; verifying is.
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: userCount }, (_, index) => `bench-${index}@bench.escola.dev`);
  await database.handle.db.insert(users).values(
    emails.map((email, index) => ({
      email,
      username: `bench-${index}`,
      name: `Pessoa ${index}`,
      passwordHash,
      emailVerified: true,
      acceptedPrivacyTerms: true,
      lastActiveAt: new Date(),
    })),
  );

  const server = await startBenchServer({ databaseUrl: database.url });
  try {
    let next = 0;
    const signInLoad = (amount: number) =>
      runLoad({
        url: server.baseUrl,
        connections,
        amount,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: '/signin-local',
            setupRequest: (request) => {
              const email = emails[next % emails.length];
              next += 1;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  'x-forwarded-for': randomClientAddress(),
                },
                body: JSON.stringify({ email, password: PASSWORD }),
              };
            },
          },
        ],
      });

    await signInLoad(warmupCount);
    const result = await signInLoad(requestCount);
    const p50 = percentile(result.latenciesMs, 50);
    const p95 = percentile(result.latenciesMs, 95);
    const p99 = percentile(result.latenciesMs, 99);
    const verdict = p95 <= BUDGET_P95_MS ? 'dentro' : 'ACIMA';
    console.log(
      `\nPOST /signin-local no PostgreSQL — ${connections} conexões simultâneas, ${result.total} entradas medidas (após ${warmupCount} de aquecimento), ${userCount} contas`,
    );
    console.log(`  p50 ${formatMs(p50)} · p95 ${formatMs(p95)} · p99 ${formatMs(p99)}`);
    console.log(
      `  ${result.requestsPerSecond.toFixed(1)} entradas/s em ${result.durationSeconds.toFixed(1)} s`,
    );
    console.log(`  orçamento: p95 ≤ ${BUDGET_P95_MS} ms — ${verdict} do orçamento`);
    if (result.non2xx > 0 || result.errors > 0) {
      failed = true;
      console.error(
        `  FALHAS: ${result.non2xx} respostas não-2xx, ${result.errors} erros de conexão`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
process.exit(failed ? 1 : 0);
