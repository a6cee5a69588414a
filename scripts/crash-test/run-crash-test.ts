// `npm run test:crash`: kill -9 the server in the middle of 1,000 concurrent completions, restart it
// on the same PostgreSQL database, and check that every acknowledged completion is stored exactly
// once with the answered date and that the points match the stored completions. Then the requests
// left unanswered are sent again (as the client's retries do) and everything is checked again.
// Runs on a database of its own next to BENCH_DATABASE_URL's (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. Ends with `N passed, N failed`;
// exits 1 on a failure or past HARD_TIMEOUT_MS, when everything is killed.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBenchDatabase, type BenchDatabase } from '../../bench/lib/bench-database';
import { findFreePort } from '../lib/find-free-port.mjs';
import {
  createAgent,
  readSessionPoints,
  sendCompletions,
  signIn,
  type Outcome,
  type Session,
} from './completion-load';
import {
  acknowledgedAnswers,
  checkAcknowledgedStored,
  checkNoDuplicates,
  checkPoints,
  keysOf,
  readStoredCompletions,
  type Check,
} from './crash-checks';
import {
  challengeIdsOf,
  createLearners,
  planCompletions,
  writeCrashCurriculum,
} from './crash-fixture';
import { killEveryCrashServer, startCrashServer, type CrashServer } from './crash-server';

const LEARNERS = 10;
/** Each learner completes each challenge, and repeats one in five: 100 requests per learner. */
const CHALLENGES = 80;
const CONCURRENCY = 100;
const KILL_AFTER_ACKNOWLEDGED = 300;
const HARD_TIMEOUT_MS = 180_000;
const PASSWORD = 'senha-do-teste-de-queda-123';

const count = (outcomes: ReadonlyMap<number, Outcome>, kind: Outcome['kind']) =>
  [...outcomes.values()].filter((outcome) => outcome.kind === kind).length;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

const checks: Check[] = [];
let timedOut = false;
/** Prints a line of the report; nothing more once the hard timeout has printed its own. */
const say = (line: string) => {
  if (!timedOut) console.log(line);
};
const summarize = (extraFailures = 0) => {
  const failed = checks.filter((check) => check.failures.length > 0).length + extraFailures;
  return `${checks.length + extraFailures - failed} passed, ${failed} failed`;
};
let server: CrashServer | undefined;

let database: BenchDatabase | undefined;
const directory = await mkdtemp(path.join(tmpdir(), 'escola-crash-test-'));
const cleanUp = async () => {
  killEveryCrashServer();
  await database?.drop();
  await rm(directory, { recursive: true, force: true });
};
const hardTimeout = setTimeout(() => {
  timedOut = true;
  console.error(
    `\n✗ o teste passou de ${HARD_TIMEOUT_MS / 1000} s: servidor morto, teste interrompido`,
  );
  console.log(summarize(1));
  const leave = setTimeout(() => process.exit(1), 10_000);
  void cleanUp().finally(() => {
    clearTimeout(leave);
    process.exit(1);
  });
}, HARD_TIMEOUT_MS);

try {
  database = await createBenchDatabase({ label: 'crash' });
  const { handle, url: databaseUrl } = database;
  const challengeIds = challengeIdsOf(CHALLENGES);
  const plan = planCompletions({ learners: LEARNERS, challengeIds });
  const curriculumServerFile = await writeCrashCurriculum({ directory, challengeIds });
  const emails = Array.from({ length: LEARNERS }, (_, index) => `queda-${index}@queda.escola.dev`);
  const learnerIds = await createLearners({ db: handle.db, emails, password: PASSWORD });
  const port = await findFreePort();
  const environment = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CURRICULUM_SERVER_FILE: curriculumServerFile,
    // Every request names a client address of its own (x-forwarded-for).
    TRUST_PROXY: 'true',
  };
  say(`Teste de queda (kill -9) no PostgreSQL — banco ${new URL(databaseUrl).pathname.slice(1)}`);
  say(
    `  ${LEARNERS} pessoas, ${CHALLENGES} desafios cada, ${plan.length} conclusões (${plan.length - LEARNERS * CHALLENGES} repetições), até ${CONCURRENCY} em andamento`,
  );
  server = await startCrashServer({ port, environment });
  say(`  servidor pronto em ${seconds(server.readyAfterMs)} (pid ${server.pid})`);
  const agent = createAgent(4);
  const sessions: Session[] = [];
  for (const email of emails) {
    sessions.push(await signIn({ agent, baseUrl: server.baseUrl, email, password: PASSWORD }));
  }

  const started = performance.now();
  const crashed = server;
  let killedAt = 0;
  const beforeCrash = await sendCompletions({
    baseUrl: server.baseUrl,
    plan,
    indexes: plan.map((_, index) => index),
    sessions,
    concurrency: CONCURRENCY,
    interruptAfter: {
      acknowledged: KILL_AFTER_ACKNOWLEDGED,
      action: () => {
        killedAt = performance.now() - started;
        void crashed.kill();
      },
    },
  });
  await crashed.kill();
  agent.destroy();
  say(
    `  kill -9 depois de ${KILL_AFTER_ACKNOWLEDGED} confirmadas, a ${Math.round(killedAt)} ms: ${count(beforeCrash, 'acknowledged')} confirmadas, ${count(beforeCrash, 'lost')} perdidas com a conexão, ${count(beforeCrash, 'unsent')} não enviadas, ${count(beforeCrash, 'refused')} recusadas`,
  );
  checks.push({
    name: `o servidor morreu no meio (≥ ${KILL_AFTER_ACKNOWLEDGED} confirmadas, outras em andamento ou por enviar) e nada foi recusado`,
    failures: [
      ...(count(beforeCrash, 'acknowledged') >= KILL_AFTER_ACKNOWLEDGED &&
      count(beforeCrash, 'acknowledged') < plan.length
        ? []
        : [`${count(beforeCrash, 'acknowledged')} confirmadas`]),
      ...[...beforeCrash.values()].flatMap((outcome) =>
        outcome.kind === 'refused' ? [`${outcome.status} ${JSON.stringify(outcome.body)}`] : [],
      ),
    ],
  });

  server = await startCrashServer({ port, environment });
  say(`  reinício no mesmo banco: pronto em ${seconds(server.readyAfterMs)} (pid ${server.pid})`);
  const readAllPoints = async (baseUrl: string) => {
    const reader = createAgent(4);
    try {
      return await Promise.all(
        sessions.map((session) => readSessionPoints({ agent: reader, baseUrl, session })),
      );
    } finally {
      reader.destroy();
    }
  };
  const verify = async (label: string, outcomes: ReadonlyMap<number, Outcome>[]) => {
    const stored = await readStoredCompletions({ db: handle.db, learnerIds });
    const sessionPoints = await readAllPoints(server!.baseUrl);
    const answers = outcomes.flatMap((each) => acknowledgedAnswers({ plan, outcomes: each }));
    const sentKeys = new Set(
      outcomes.flatMap((each) => [...keysOf(plan, each, ['acknowledged', 'lost'])]),
    );
    checks.push(
      {
        name: `${label}: o servidor responde de novo (sessão das ${LEARNERS} pessoas)`,
        failures: sessionPoints.flatMap((points, learner) =>
          points === null ? [`pessoa ${learner}`] : [],
        ),
      },
      ...[
        checkAcknowledgedStored({ answers, stored }),
        checkNoDuplicates({ answers, stored, sentKeys }),
        ...checkPoints({ answers, stored, sessionPoints }),
      ].map((check) => ({ ...check, name: `${label}: ${check.name}` })),
    );
    return stored;
  };
  const afterRestart = await verify('depois do reinício', [beforeCrash]);
  say(`  gravadas depois do reinício: ${afterRestart.length}`);

  const unanswered = [...beforeCrash]
    .filter(([, outcome]) => outcome.kind !== 'acknowledged')
    .map(([index]) => index);
  const replay = await sendCompletions({
    baseUrl: server.baseUrl,
    plan,
    indexes: unanswered,
    sessions,
    concurrency: CONCURRENCY,
  });
  const replayAnswers = acknowledgedAnswers({ plan, outcomes: replay });
  say(
    `  reenvio das ${unanswered.length} sem resposta: ${replayAnswers.length} confirmadas (${replayAnswers.filter((answer) => answer.alreadyCompleted).length} já estavam concluídas)`,
  );
  checks.push({
    name: 'o reenvio das que ficaram sem resposta recebeu 200 em todas',
    failures: [...replay.values()].flatMap((outcome) =>
      outcome.kind === 'acknowledged' ? [] : [JSON.stringify(outcome)],
    ),
  });
  const final = await verify('depois do reenvio', [beforeCrash, replay]);
  checks.push({
    name: `depois do reenvio: todas as ${LEARNERS * CHALLENGES} conclusões planejadas estão gravadas`,
    failures: final.length === LEARNERS * CHALLENGES ? [] : [`${final.length} gravadas`],
  });
} catch (error) {
  checks.push({
    name: 'o teste correu até o fim',
    failures: [error instanceof Error ? error.message : String(error)],
  });
} finally {
  await server?.stop();
  await cleanUp();
  clearTimeout(hardTimeout);
}

for (const check of checks) {
  if (check.failures.length === 0) say(`✓ ${check.name}`);
  else
    say(
      `✗ ${check.name}\n    ${check.failures.slice(0, 5).join('\n    ')}${check.failures.length > 5 ? `\n    … e mais ${check.failures.length - 5}` : ''}`,
    );
}
console.log(summarize());
process.exitCode = checks.every((check) => check.failures.length === 0) ? 0 : 1;
