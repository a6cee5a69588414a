// `npm run bench:national`: requests per second of the national programme's anonymous calls on
// real PostgreSQL, one scenario after the other against the same API process: GET
// /cep/city/{state} (the 27 UFs in turn, compressed as a browser asks), GET /cep/{cep} (offline,
// no CEP service configured) and POST /api/quiz-user/register (a new valid record each request). Prints figures, asserts nothing about time; exits 1 only if a
// request fails. To measure another call, add a scenario to SCENARIOS: a label, optionally a
// `prepare` step (seed rows, sign in) and the requests autocannon cycles through (`setupRequest`
// can make each body unique).
//   --duration S  seconds per scenario (default 10)  --connections N  concurrent requests (default 20)
//   --warmup S    seconds of warm-up per scenario (default 2)
//   --only TEXT   run only the scenarios whose label contains TEXT
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { cepCitiesPath, cepPath } from '@escola/contracts/get-cep';
import { QUIZ_USER_REGISTER_PATH } from '@escola/contracts/quiz-user-register';
import { BRAZILIAN_STATES } from '@escola/domain/brazilian-states';
import { createBenchDatabase, type BenchDatabase } from './lib/bench-database';
import { formatMs, percentile, randomClientAddress, runLoad } from './lib/run-load';
import { startBenchServer } from './lib/start-bench-server';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);

export type BenchContext = { baseUrl: string; database: BenchDatabase };

export type Scenario = {
  /** Printed before the figures, e.g. "GET /cep/city/{state}". */
  label: string;
  /** Runs once before the scenario's load. */
  prepare?: (context: BenchContext) => Promise<void>;
  /** The requests each connection sends in turn. */
  requests: (context: BenchContext) => autocannon.Request[];
};

/** As a browser sends them, each from an address of its own (the per-IP limits see real traffic). */
const browserHeaders = () => ({
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'x-forwarded-for': randomClientAddress(),
});

const get = (path: string): autocannon.Request => ({
  method: 'GET',
  path,
  setupRequest: (request) => ({ ...request, headers: browserHeaders() }),
});

/** A valid CPF per call (check digits computed), never the same twice in a run. */
let cpfCounter = 100_000_000;
const nextCpf = (): string => {
  cpfCounter += 1;
  const digits = String(cpfCounter).split('').map(Number);
  const checkDigit = (base: number[]) => {
    const sum = base.reduce((total, digit, index) => total + digit * (base.length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = checkDigit(digits);
  return [...digits, first, checkDigit([...digits, first])].join('');
};

/** The national form as a visitor sends it; CPF and e-mail unique per request. */
const quizRecord = () => {
  const cpf = nextCpf();
  return {
    name: 'Pessoa de Carga',
    cpf,
    birthDate: '1998-03-14',
    sex: 'prefiro-nao-informar',
    homeCountry: 'Brasil',
    homeState: 'CE',
    homeCity: 'Sobral',
    email: `bench-${cpf}@bench.escola.dev`,
    educationLevel: 'medio-completo',
    race: 'parda',
    nationality: 'brasileira',
    country: 'Brasil',
    state: 'CE',
    city: 'Fortaleza',
    street: 'Rua da Carga',
    number: '1',
    complement: '',
    neighborhood: 'Centro',
    cep: '60010-000',
    phone: '',
    cel: '(85) 98765-4321',
    occupationalSituation: 'estudante',
    acceptedPrivacyTerms: true,
    receiveEmails: false,
  };
};

/** A visitor's cookies and CSRF token (mutating anonymous calls need them), read once. */
let visitor = { cookie: '', csrfToken: '' };
const prepareVisitor = async ({ baseUrl }: BenchContext) => {
  const response = await fetch(`${baseUrl}/user/get-session-user`);
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter(Boolean);
  const csrf = cookies.find((cookie) => cookie.startsWith('csrf_token='));
  visitor = {
    cookie: cookies.join('; '),
    csrfToken: decodeURIComponent(csrf?.split('=')[1] ?? ''),
  };
};

/** CEPs of seven states (offline answers: the bench configures no CEP service). */
const CEPS = ['01310100', '20040020', '30130005', '40010000', '50010000', '60010000', '69005000'];

const SCENARIOS: Scenario[] = [
  {
    label: 'GET /cep/city/{state} (27 UFs)',
    requests: () => BRAZILIAN_STATES.map(({ code }) => get(cepCitiesPath(code))),
  },
  {
    label: 'GET /cep/{cep} (offline)',
    requests: () => CEPS.map((cep) => get(cepPath(cep))),
  },
  {
    label: 'POST /api/quiz-user/register (a new record each)',
    prepare: prepareVisitor,
    requests: () => [
      {
        method: 'POST',
        path: QUIZ_USER_REGISTER_PATH,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...browserHeaders(),
            'content-type': 'application/json',
            cookie: visitor.cookie,
            'csrf-token': visitor.csrfToken,
          },
          body: JSON.stringify(quizRecord()),
        }),
      },
    ],
  },
];

const scenarios = SCENARIOS.filter(
  ({ label }) => values.only === undefined || label.includes(values.only),
);
const database = await createBenchDatabase({ label: 'national' });
let failed = false;
try {
  const server = await startBenchServer({ databaseUrl: database.url });
  try {
    const context: BenchContext = { baseUrl: server.baseUrl, database };
    console.log(
      `\nPrograma nacional no PostgreSQL — ${connections} conexões, ${duration} s por cenário (aquecimento ${warmup} s)`,
    );
    for (const scenario of scenarios) {
      await scenario.prepare?.(context);
      const load = (seconds: number) =>
        runLoad({
          url: server.baseUrl,
          connections,
          duration: seconds,
          requests: scenario.requests(context),
        });
      await load(warmup);
      const result = await load(duration);
      const { latenciesMs } = result;
      console.log(
        `  ${scenario.label}: ${result.requestsPerSecond.toFixed(0)} req/s · p50 ${formatMs(percentile(latenciesMs, 50))} · p95 ${formatMs(percentile(latenciesMs, 95))} · p99 ${formatMs(percentile(latenciesMs, 99))}`,
      );
      if (result.non2xx > 0 || result.errors > 0) {
        failed = true;
        console.error(
          `  FALHAS em ${scenario.label}: ${result.non2xx} respostas não 2xx, ${result.errors} erros`,
        );
      }
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
process.exit(failed ? 1 : 0);
